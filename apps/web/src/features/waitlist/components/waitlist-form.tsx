import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { useHydrated } from '../../../lib/use-hydrated';
import { joinWaitlist } from '../api/join-waitlist';
import { checkWaitlist, waitlistBody, waitlistErrorMessage, type WaitlistMessage, type WaitlistValues } from '../utils/waitlist-rules';

/**
 * Join the Waitlist (spec §2, §4, §5, §8): name, e-mail (required) and company. Idle, then
 * submitting ('Joining...'), then `onJoined` with the e-mail and the server's success sentence.
 * A refusal (already on the list, an invalid e-mail) shows the server's own sentence above the button.
 */
export function WaitlistForm({ onJoined }: { onJoined: (joined: { email: string; message: string }) => void }) {
  const { t } = useTranslation();
  const alertId = useId();
  // Drawn at build time, the button waits for the script: a native submit would put the e-mail in the address.
  const isHydrated = useHydrated();
  const { register, handleSubmit, setFocus, formState } = useForm<WaitlistValues>({ defaultValues: { name: '', email: '', company: '' } });
  const [problem, setProblem] = useState<{ message: WaitlistMessage; isEmailField: boolean } | null>(null);

  const submit = handleSubmit(async (values) => {
    const invalid = checkWaitlist(values);
    if (invalid) {
      setProblem({ message: invalid, isEmailField: true });
      setFocus('email');
      return;
    }
    setProblem(null);
    const body = waitlistBody(values);
    try {
      const joined = await joinWaitlist(body);
      onJoined({ email: body.email, message: joined.message });
    } catch (error) {
      const message = waitlistErrorMessage(error);
      // An address the server refuses (already listed, not an e-mail) is about the e-mail field.
      setProblem({ message, isEmailField: 'text' in message });
    }
  });

  const alertText = problem ? ('key' in problem.message ? t(problem.message.key) : problem.message.text) : null;
  const emailProblem = problem?.isEmailField ? { invalid: true, errorId: alertId } : {};
  const optional = <span className="text-xs text-muted">{t('waitlist.form.optional')}</span>;
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label={t('waitlist.form.label')} className="flex flex-col gap-5">
      <TextField label={t('waitlist.form.name')} labelAside={optional} autoComplete="name" placeholder={t('waitlist.form.namePlaceholder')} maxLength={200} {...register('name')} />
      <TextField
        label={t('waitlist.form.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder={t('waitlist.form.emailPlaceholder')}
        {...emailProblem}
        {...register('email')}
      />
      <TextField
        label={t('waitlist.form.company')}
        labelAside={optional}
        autoComplete="organization"
        placeholder={t('waitlist.form.companyPlaceholder')}
        maxLength={200}
        {...register('company')}
      />
      {alertText ? <FormAlert id={alertId}>{alertText}</FormAlert> : null}
      <button type="submit" disabled={formState.isSubmitting || !isHydrated} className={buttonClasses('primary', 'h-12 w-full text-base')}>
        {formState.isSubmitting ? t('waitlist.form.submitting') : t('waitlist.form.submit')}
      </button>
      <p className="text-xs text-muted">{t('waitlist.form.note')}</p>
    </form>
  );
}
