import { useTranslation } from 'react-i18next';
import { usePathTo } from '../../../config/paths';
import { CollectionTone } from '../../../features/landings/components/collection-tone';
import { CtaBand } from '../../../features/landings/components/cta-band';
import { DebtCollectionHero } from '../../../features/landings/components/debt-collection-hero';
import { StepList } from '../../../features/landings/components/step-list';

const STEPS = ['upload', 'generate', 'deploy'] as const;

/** Debt-collection landing (/debt_collection): a demo video, the three steps, tone and tracking, and the way to sales. */
export default function DebtCollectionPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <>
      <DebtCollectionHero stepsId="how-it-works" />
      <StepList
        id="how-it-works"
        title={t('debtCollection.steps.title')}
        subtitle={t('debtCollection.steps.subtitle')}
        steps={STEPS.map((key) => ({ key, title: t(`debtCollection.steps.items.${key}.title`), text: t(`debtCollection.steps.items.${key}.text`) }))}
      />
      <CollectionTone />
      <CtaBand
        id="debt-collection-cta"
        title={t('debtCollection.finalCta.title')}
        text={t('debtCollection.finalCta.text')}
        action={t('debtCollection.finalCta.button')}
        to={pathTo('contact')}
      />
    </>
  );
}
