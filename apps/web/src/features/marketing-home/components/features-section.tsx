import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import { IconTile, Section } from './section';

const FEATURES: readonly { key: string; icon: IconName }[] = [
  { key: 'bulk', icon: 'users' },
  { key: 'scripts', icon: 'pen' },
  { key: 'cloning', icon: 'mic' },
  { key: 'delivery', icon: 'mail' },
  { key: 'social', icon: 'share' },
  { key: 'crm', icon: 'database' },
  { key: 'formats', icon: 'formats' },
  { key: 'credits', icon: 'coin' },
];

/** What the product does, one card per feature (anchor #features, linked from the header). */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <Section id="features" title={t('home.features.title')} subtitle={t('home.features.subtitle')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, icon }) => (
          <li key={key} className="flex gap-4 rounded-3xl border border-border bg-surface p-5 sm:block sm:p-6">
            <IconTile>
              <Icon name={icon} />
            </IconTile>
            <div className="sm:mt-5">
              <h3 className="font-semibold">{t(`home.features.items.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm text-pretty text-muted sm:mt-2">{t(`home.features.items.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
