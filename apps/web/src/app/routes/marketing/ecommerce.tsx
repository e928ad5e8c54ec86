import { useTranslation } from 'react-i18next';
import { usePathTo } from '../../../config/paths';
import { CtaBand } from '../../../features/landings/components/cta-band';
import { EcommerceHero } from '../../../features/landings/components/ecommerce-hero';
import { ExampleVideos } from '../../../features/landings/components/example-videos';
import { FaqList } from '../../../features/landings/components/faq-list';
import { MarketplaceList } from '../../../features/landings/components/marketplace-list';
import { SellerTestimonial } from '../../../features/landings/components/seller-testimonial';
import { StepList } from '../../../features/landings/components/step-list';
import { ecommerceFaqItems } from '../../../features/landings/utils/ecommerce-faq';

const STEPS = ['paste', 'generate', 'post'] as const;

/**
 * E-commerce landing (/ecommerce): example videos, how it works, marketplaces, a seller's story and
 * the FAQ (its FAQPage data comes from the same catalog entries, in page-head.ts).
 */
export default function EcommercePage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <>
      <EcommerceHero />
      <ExampleVideos />
      <StepList
        id="how-it-works"
        title={t('ecommerce.steps.title')}
        subtitle={t('ecommerce.steps.subtitle')}
        steps={STEPS.map((key) => ({ key, title: t(`ecommerce.steps.items.${key}.title`), text: t(`ecommerce.steps.items.${key}.text`) }))}
      />
      <MarketplaceList />
      <SellerTestimonial />
      <FaqList id="faq" title={t('ecommerce.faq.title')} items={ecommerceFaqItems((key) => t(key))} />
      <CtaBand
        id="ecommerce-cta"
        title={t('ecommerce.finalCta.title')}
        text={t('ecommerce.finalCta.text')}
        action={t('ecommerce.finalCta.button')}
        to={pathTo('login')}
        note={t('ecommerce.finalCta.note')}
      />
    </>
  );
}
