import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import type { Me } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { useCheckedForm } from '../hooks/use-checked-form';
import { validateProfile, type ProfileValues } from '../utils/auth-validation';
import { displayName } from './user-avatar';

/** Settings: the name (editable) and the e-mail the account signs in with (shown only). */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { form, onSubmit, field, alertText, alertId, isSubmitting } = useCheckedForm<ProfileValues>({
    defaultValues: { fullName: displayName(me) },
    validate: validateProfile,
    submit: async (values) => {
      const saved = await update.mutateAsync(values);
      form.reset({ fullName: displayName(saved) });
      toast.success(t('settings.profile.saved'));
    },
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('settings.profile.title')}>
      <TextField label={t('settings.profile.name')} autoComplete="name" maxLength={200} {...field('fullName')} />
      <TextField label={t('settings.profile.email')} type="email" value={me.email} readOnly hint={t('settings.profile.emailHint')} />
      {alertText ? <FormAlert id={alertId}>{alertText}</FormAlert> : null}
      <div>
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting || !form.formState.isDirty}>
          {isSubmitting ? t('settings.saving') : t('settings.profile.save')}
        </button>
      </div>
    </form>
  );
}
