import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { NARRATION_KEYS, ecommerceExamples } from '../utils/landing-media';
import { LandingVideo } from './landing-video';
import { SectionHeading } from './section-heading';

const ITEMS = ['first', 'second'] as const;

/** Two product videos our engine made, the set that matches the visitor's language. */
export function ExampleVideos() {
  const { t } = useTranslation();
  const videos = ecommerceExamples(useLanguage());
  return (
    <section id="examples" aria-labelledby="examples-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 sm:px-6 sm:py-16">
      <SectionHeading id="examples-title" title={t('ecommerce.examples.title')} subtitle={t('ecommerce.examples.subtitle')} />
      <div className="mx-auto mt-12 grid max-w-2xl gap-12 sm:grid-cols-2 sm:gap-8">
        {videos.map((media, index) => (
          <LandingVideo
            key={media.video}
            media={media}
            title={t(`ecommerce.examples.items.${ITEMS[index] ?? 'first'}`)}
            details={[media.narration ? t(`ecommerce.examples.narration.${NARRATION_KEYS[media.narration]}`) : null, t('ecommerce.examples.format')].filter(Boolean).join(' · ')}
          />
        ))}
      </div>
    </section>
  );
}
