import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import { IconTile, Section } from './section';

const POINTS: readonly { key: 'studio' | 'personal' | 'fast'; icon: IconName }[] = [
  { key: 'studio', icon: 'camera' },
  { key: 'personal', icon: 'user' },
  { key: 'fast', icon: 'clock' },
];

/** Why a business would make its videos with Reelsmith. */
export function WhySection() {
  const { t } = useTranslation();
  return (
    <Section id="why" title={t('home.why.title')} subtitle={t('home.why.subtitle')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {POINTS.map(({ key, icon }) => (
          <li key={key} className="flex gap-4 rounded-3xl border border-border bg-surface p-5 sm:p-8 md:block">
            <IconTile>
              <Icon name={icon} />
            </IconTile>
            <div className="md:mt-5">
              <h3 className="text-lg font-semibold">{t(`home.why.points.${key}.title`)}</h3>
              <p className="mt-2 text-pretty text-muted">{t(`home.why.points.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
