import { useTranslation } from 'react-i18next';

const STEPS = ['read', 'write', 'render'] as const;

/** The how-it-works box of the public page (spec §2). */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works-heading" className="rounded-3xl border border-border bg-surface-strong/50 p-6 sm:p-8">
      <h2 id="how-it-works-heading" className="text-lg font-semibold">
        {t('urlToVideo.how.title')}
      </h2>
      <ol className="mt-5 space-y-5">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-white dark:text-bg">
              {index + 1}
            </span>
            <p className="pt-1 text-sm text-pretty">{t(`urlToVideo.how.steps.${step}`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
