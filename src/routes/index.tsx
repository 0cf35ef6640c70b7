import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { ContactSection } from '../components/landing/contact-section';
import { FeaturesSection } from '../components/landing/features-section';
import { HeroSection } from '../components/landing/hero-section';
import { ProcessSection } from '../components/landing/process-section';
import { ScrollProgressBar } from '../components/landing/scroll-progress-bar';
import { SecurityStrip } from '../components/landing/security-strip';
import { TestimonialSection } from '../components/landing/testimonial-section';
import { VideoSection } from '../components/landing/video-section';
import { WhyUsSection } from '../components/landing/why-us-section';
import { brand } from '../content/brand';
import { offeredCaseOf, parseLandingSearch, type RawLandingSearch } from '../lib/landing-search';
import { organizationJsonLd, pageHead } from '../lib/page-head';
import { useHashScroll } from '../lib/use-hash-scroll';

export const Route = createFileRoute('/')({
  validateSearch: (raw: RawLandingSearch & SearchSchemaInput) => parseLandingSearch(raw),
  head: () => ({
    ...pageHead({ path: '/', title: `${brand.name} — ${brand.tagline}`, description: brand.description }),
    scripts: [organizationJsonLd()],
  }),
  component: LandingPage,
});

const videoSectionId = 'video';

function LandingPage() {
  useHashScroll();
  const search = Route.useSearch();
  return (
    <>
      <ScrollProgressBar />
      <HeroSection videoSectionId={videoSectionId} />
      <SecurityStrip />
      <TestimonialSection />
      <FeaturesSection />
      <VideoSection id={videoSectionId} />
      <ProcessSection />
      <WhyUsSection />
      <ContactSection offeredCase={offeredCaseOf(search)} />
    </>
  );
}
