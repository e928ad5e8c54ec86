import { useTranslation } from 'react-i18next';
import { useMe } from '../../../features/auth/api/get-me';
import { ContactForm } from '../../../features/contact/components/contact-form';

/** Talk to Sales (/contact): what we answer about, and the form; a signed-in visitor writes from their account's e-mail. */
export default function ContactPage() {
  const { t } = useTranslation();
  const me = useMe();
  const points = ['demo', 'pricing', 'integration'] as const;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.1fr]">
      <div>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('pages.contact.title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted">{t('pages.contact.description')}</p>
        <ul className="mt-8 space-y-4">
          {points.map((point) => (
            <li key={point} className="flex gap-3">
              <span aria-hidden="true" className="mt-1 grid size-6 shrink-0 place-items-center rounded-full bg-brand-soft text-xs font-bold text-brand">
                ✓
              </span>
              <span>
                <span className="block font-semibold">{t(`contact.points.${point}.title`)}</span>
                <span className="mt-1 block text-sm text-muted">{t(`contact.points.${point}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="self-start rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        {/* Keyed by the account, so signing in or out starts the form afresh. */}
        {me.isPending ? <p role="status" className="text-muted">{t('common.loading')}</p> : <ContactForm key={me.data?.email ?? 'visitor'} accountEmail={me.data?.email ?? null} />}
      </div>
    </div>
  );
}
