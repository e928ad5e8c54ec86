import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';

const PARTNERS: readonly { key: 'cloud' | 'gpu' | 'hub'; icon: IconName }[] = [
  { key: 'cloud', icon: 'cloud' },
  { key: 'gpu', icon: 'chip' },
  { key: 'hub', icon: 'lightbulb' },
];

/** The programmes Reelsmith takes part in, as plain text badges (no third-party logos). */
export function PartnersStrip() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="partners-title" className="border-y border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-8 sm:px-6 lg:flex-row lg:justify-between">
        <h2 id="partners-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('home.partners.title')}
        </h2>
        <ul className="flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
          {PARTNERS.map(({ key, icon }) => (
            <li key={key} className="flex items-center gap-3 rounded-2xl border border-border bg-bg py-2.5 pr-5 pl-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
                <Icon name={icon} className="size-5" />
              </span>
              <span className="leading-tight">
                <span className="block text-sm font-semibold">{t(`home.partners.${key}.name`)}</span>
                <span className="block text-xs text-muted">{t(`home.partners.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
