import { ApartSection } from '../../../features/marketing-home/components/apart-section';
import { FaqSection } from '../../../features/marketing-home/components/faq-section';
import { FeaturesSection } from '../../../features/marketing-home/components/features-section';
import { HeroSection } from '../../../features/marketing-home/components/hero-section';
import { HowItWorksSection } from '../../../features/marketing-home/components/how-it-works-section';
import { PartnersStrip } from '../../../features/marketing-home/components/partners-strip';
import { UseCasesSection } from '../../../features/marketing-home/components/use-cases-section';
import { WhySection } from '../../../features/marketing-home/components/why-section';
import { useScrollToHash } from '../../../features/marketing-home/hooks/use-scroll-to-hash';

/** Home (/, /es, /ptbr): who Reelsmith is for, what it does, how, and the ways to start. */
export default function HomePage() {
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <PartnersStrip />
      <WhySection />
      <HowItWorksSection />
      <FeaturesSection />
      <ApartSection />
      <UseCasesSection />
      <FaqSection />
    </>
  );
}
