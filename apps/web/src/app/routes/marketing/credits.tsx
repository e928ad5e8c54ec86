import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/page-intro/page-intro';
import { useMe } from '../../../features/auth/api/get-me';
import { PlanList } from '../../../features/credits/components/plan-list';

/** Credits: the packs for everyone; buying asks a visitor to sign in first. */
export default function CreditsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data ?? null;
  return (
    <>
      <PageIntro title={t('pages.credits.title')} description={t('pages.credits.description')}>
        {user ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-soft px-4 py-1.5 text-sm font-semibold text-fg">
            {t('credits.balance', { count: user.credits })}
          </p>
        ) : null}
      </PageIntro>
      <section aria-label={t('credits.packsLabel')} className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <PlanList isSignedIn={user !== null} />
        <p className="mt-12 text-center text-sm text-muted">{t('credits.note')}</p>
      </section>
    </>
  );
}
