import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';

const POINTS: readonly { key: 'conversations' | 'languages'; icon: IconName }[] = [
  { key: 'conversations', icon: 'chat' },
  { key: 'languages', icon: 'globe' },
];

/** The two things that set Reelsmith apart, on a brand-coloured panel. */
export function ApartSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="apart-title" className="px-4 sm:px-6">
      <div className="mx-auto max-w-6xl rounded-[2rem] bg-brand-soft px-4 py-12 sm:px-12 sm:py-16">
        <h2 id="apart-title" className="text-center text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('home.apart.title')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {POINTS.map(({ key, icon }) => (
            <li key={key} className="rounded-3xl bg-surface p-6 shadow-sm sm:flex sm:gap-5 sm:p-8">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand text-white dark:text-bg">
                <Icon name={icon} />
              </span>
              <div className="mt-4 sm:mt-0">
                <h3 className="text-lg font-semibold">{t(`home.apart.points.${key}.title`)}</h3>
                <p className="mt-2 text-pretty text-muted">{t(`home.apart.points.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
