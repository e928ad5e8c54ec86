import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { SectionHeading } from './section-heading';

const POINTS = [
  { key: 'respectful', icon: 'heart' },
  { key: 'control', icon: 'document' },
  { key: 'privacy', icon: 'lock' },
] as const;

/** Why the videos stay respectful and within the rules, and how results are followed (who watched, who paid). */
export function CollectionTone() {
  const { t } = useTranslation();
  return (
    <section id="tone" aria-labelledby="tone-title" className="border-y border-border bg-surface-strong/40 dark:bg-surface/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="tone-title" title={t('debtCollection.tone.title')} subtitle={t('debtCollection.tone.subtitle')} />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {POINTS.map(({ key, icon }) => (
            <li key={key} className="rounded-3xl border border-border bg-surface p-6 sm:p-7">
              <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand">
                <Icon name={icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(`debtCollection.tone.points.${key}.title`)}</h3>
              <p className="mt-2 text-pretty text-muted">{t(`debtCollection.tone.points.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-col gap-5 rounded-3xl border border-border bg-surface p-6 sm:flex-row sm:items-start sm:p-8">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand text-white dark:text-bg">
            <Icon name="chart" className="size-6" />
          </span>
          <div>
            <h3 className="text-xl font-semibold">{t('debtCollection.tone.tracking.title')}</h3>
            <p className="mt-2 max-w-3xl text-pretty text-muted">{t('debtCollection.tone.tracking.text')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
