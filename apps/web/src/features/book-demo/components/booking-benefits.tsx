import { useTranslation } from 'react-i18next';

const BENEFITS = ['tailored', 'strategy', 'pricing'] as const;

/** Simple line icons (emoji fonts are not on every machine). */
const ICONS: Record<(typeof BENEFITS)[number], string> = {
  tailored: 'M4 5h16v11H4zM8 20h8M12 16v4M9 9.5l2 2 4-4',
  strategy: 'M4 19V9M10 19V5M16 19v-7M22 19H2',
  pricing: 'M20 12l-8 8-9-9V3h8l9 9zM7.5 7.5h.01',
};

/** The three reasons to book (spec §2: three benefit cards). */
export function BookingBenefits() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="rounded-2xl border border-border bg-surface p-5 shadow-xs">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d={ICONS[benefit]} />
            </svg>
          </span>
          <h2 className="mt-4 font-semibold">{t(`bookDemo.benefits.${benefit}.title`)}</h2>
          <p className="mt-1 text-sm text-pretty text-muted">{t(`bookDemo.benefits.${benefit}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
