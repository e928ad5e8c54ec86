import { FEEDBACK_CATEGORIES } from '@reelsmith/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ApiError } from '../../../lib/api-client';
import { useSendVideoFeedback } from '../api/send-video-feedback';

type Rating = 'up' | 'down';

/** A thumb drawn in SVG: emoji fonts are not on every machine. */
function ThumbIcon({ down }: { down: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${down ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
      <path d="M7 10l4-7a2.5 2.5 0 0 1 2.5 2.8L13 10h5.6a2 2 0 0 1 2 2.4l-1.5 7A2 2 0 0 1 17.1 21H7" />
    </svg>
  );
}
type Category = (typeof FEEDBACK_CATEGORIES)[number];

/**
 * Feedback on a generated video (spec §3, §5): thumbs up or down, a category and a comment, which
 * is required (non-blank, trimmed); the button waits while sending or while the comment is blank.
 */
export function FeedbackCard({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendVideoFeedback(videoId);
  const [rating, setRating] = useState<Rating | null>(null);
  const [category, setCategory] = useState<Category>('video_quality');
  const [comment, setComment] = useState('');
  const [thanks, setThanks] = useState<string | null>(null);

  const canSend = rating !== null && comment.trim() !== '' && !send.isPending;
  const submit = () => {
    if (!rating || !canSend) return;
    send.mutate(
      { rating, category, comment: comment.trim() },
      {
        onSuccess: (answer) => {
          setThanks(answer.message);
          toast.success(answer.message);
        },
        onError: (error) => toast.error(error instanceof ApiError && error.message ? error.message : t('feedback.failed')),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('feedback.title')}
      </h2>
      {thanks ? (
        <p role="status" className="mt-3 rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium">
          {thanks}
        </p>
      ) : (
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div role="group" aria-label={t('feedback.ratingLabel')} className="flex gap-2">
            {(['up', 'down'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={rating === value}
                onClick={() => setRating(value)}
                className={`flex h-11 flex-1 items-center justify-center gap-2 rounded-full border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                  rating === value ? 'border-brand bg-brand-soft text-fg' : 'border-border bg-surface text-muted hover:text-fg'
                }`}
              >
                <ThumbIcon down={value === 'down'} />
                {t(value === 'up' ? 'feedback.up' : 'feedback.down')}
              </button>
            ))}
          </div>
          <div>
            <label htmlFor={`${id}-category`} className="text-sm font-medium">
              {t('feedback.categoryLabel')}
            </label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as Category)}
              className="mt-2 block h-11 w-full rounded-xl border border-border bg-surface px-3 text-fg focus-visible:outline-2 focus-visible:outline-brand"
            >
              {FEEDBACK_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`feedback.categories.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-comment`} className="text-sm font-medium">
              {t('feedback.commentLabel')}
            </label>
            <textarea
              id={`${id}-comment`}
              rows={3}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              placeholder={t('feedback.commentPlaceholder')}
              className="mt-2 block w-full rounded-xl border border-border bg-surface px-4 py-3 text-fg placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-brand"
            />
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted">{rating === null ? t('feedback.chooseRating') : '\u00a0'}</p>
            <button type="submit" disabled={!canSend} className={buttonClasses('primary', 'shrink-0')}>
              {send.isPending ? t('feedback.sending') : t('feedback.send')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
