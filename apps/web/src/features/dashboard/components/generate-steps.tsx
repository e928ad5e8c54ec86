import { useTranslation } from 'react-i18next';

const STEPS = ['source', 'ai', 'share'] as const;

/** How a video gets made, in three steps. */
export function GenerateSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-steps" className="rounded-3xl border border-border bg-surface p-6 sm:p-7">
      <h2 id="dashboard-steps" className="text-lg font-semibold">
        {t('dashboard.steps.title')}
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 sm:flex-col">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand">{index + 1}</span>
            <div>
              <h3 className="font-semibold">{t(`dashboard.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-pretty text-muted">{t(`dashboard.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
