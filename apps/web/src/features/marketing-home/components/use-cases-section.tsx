import type { PageRouteName } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { Icon, type IconName } from './icon';
import { IconTile, Section } from './section';

const CASES: readonly { key: 'marketing' | 'debtCollection' | 'ecommerce'; icon: IconName; to: PageRouteName; action: 'talkToSales' | 'learnMore' }[] = [
  { key: 'marketing', icon: 'megaphone', to: 'contact', action: 'talkToSales' },
  { key: 'debtCollection', icon: 'receipt', to: 'debtCollection', action: 'learnMore' },
  { key: 'ecommerce', icon: 'cart', to: 'contact', action: 'talkToSales' },
];

/** Marketing, debt collection and e-commerce cards, each with its next step. */
export function UseCasesSection() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <Section id="use-cases" title={t('home.useCases.title')} subtitle={t('home.useCases.subtitle')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {CASES.map(({ key, icon, to, action }) => (
          <li key={key} className="flex flex-col rounded-3xl border border-border bg-surface p-6 sm:p-8">
            <IconTile>
              <Icon name={icon} />
            </IconTile>
            <h3 id={`use-case-${key}`} className="mt-5 text-xl font-semibold">
              {t(`home.useCases.${key}.title`)}
            </h3>
            <p className="mt-2 flex-1 text-pretty text-muted">{t(`home.useCases.${key}.text`)}</p>
            {/* The card's title describes the link, so 'Learn more' is not all a screen reader hears. */}
            <Link to={pathTo(to)} aria-describedby={`use-case-${key}`} className="group mt-6 inline-flex items-center gap-2 self-start rounded-full font-semibold text-brand hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand">
              {t(`home.useCases.${action}`)}
              <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
