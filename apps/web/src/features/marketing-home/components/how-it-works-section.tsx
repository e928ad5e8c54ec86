import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import { Section } from './section';

const STEPS: readonly { key: 'source' | 'create' | 'send'; icon: IconName }[] = [
  { key: 'source', icon: 'link' },
  { key: 'create', icon: 'sparkles' },
  { key: 'send', icon: 'send' },
];

/** The three steps from a product or a customer list to delivered videos (anchor #how-it-works). */
export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <Section id="how-it-works" title={t('home.how.title')} subtitle={t('home.how.subtitle')} className="border-y border-border bg-surface">
      <ol className="grid gap-10 md:grid-cols-3 md:gap-8">
        {STEPS.map(({ key, icon }, index) => (
          <li key={key} className="text-center md:text-left">
            <div className="flex items-center justify-center gap-3 md:justify-start">
              <span className="grid size-11 place-items-center rounded-full bg-brand text-base font-bold text-white dark:text-bg">{index + 1}</span>
              <span className="text-brand">
                <Icon name={icon} />
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold">{t(`home.how.steps.${key}.title`)}</h3>
            <p className="mt-2 text-pretty text-muted">{t(`home.how.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
