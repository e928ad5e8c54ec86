import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { useSendUrlToVideoFeedback } from '../api/send-url-to-video-feedback';
import { canSendFeedback, feedbackErrorMessage } from '../utils/url-to-video-rules';

/**
 * Feedback on the video of the public page (spec §3 url_to_video_feedback, §5, §8): a required
 * comment, trimmed before it is sent; the button waits while sending or while the comment is blank.
 */
export function UrlFeedbackCard({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendUrlToVideoFeedback();
  const [text, setText] = useState('');
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canSend = canSendFeedback(text, send.isPending);

  const submit = () => {
    if (!canSend) return;
    setFailure(null);
    send.mutate(
      { url, feedback_text: text.trim() },
      {
        onSuccess: (answer) => setThanks(answer.message),
        onError: (error) => {
          const message = feedbackErrorMessage(error);
          setFailure('key' in message ? t(message.key) : message.text);
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('urlToVideo.feedback.title')}
      </h2>
      {thanks ? (
        <p role="status" className="mt-3 rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium">
          {thanks}
        </p>
      ) : (
        <form
          className="mt-2 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-muted">{t('urlToVideo.feedback.text')}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-text`} className="text-sm font-medium">
              {t('urlToVideo.feedback.label')}
            </label>
            <textarea
              id={`${id}-text`}
              rows={3}
              required
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('urlToVideo.feedback.placeholder')}
              aria-describedby={failure ? `${id}-failure` : undefined}
              className="w-full rounded-xl border border-border bg-surface px-3.5 py-2.5 text-sm text-fg shadow-xs placeholder:text-muted/70 focus-visible:border-brand focus-visible:ring-4 focus-visible:ring-brand/15 focus-visible:outline-none"
            />
          </div>
          {failure ? <FormAlert id={`${id}-failure`}>{failure}</FormAlert> : null}
          <button type="submit" disabled={!canSend} className={buttonClasses('primary', 'w-full sm:w-auto')}>
            {send.isPending ? t('urlToVideo.feedback.sending') : t('urlToVideo.feedback.send')}
          </button>
        </form>
      )}
    </section>
  );
}
