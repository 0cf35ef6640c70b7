import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { HeroSection } from '../components/landing/hero-section';
import { nearScreen, useLateSectionsOfRenderedPage } from '../components/landing/near-screen';
import { ScrollProgressBar } from '../components/landing/scroll-progress-bar';
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

// Below the first screen: each section's code loads as it comes near the screen (its markup is there from the start).
const SecurityStrip = nearScreen('security', () =>
  import('../components/landing/security-strip').then((module) => module.SecurityStrip),
);
const TestimonialSection = nearScreen('testimonial', () =>
  import('../components/landing/testimonial-section').then((module) => module.TestimonialSection),
);
const FeaturesSection = nearScreen('features', () =>
  import('../components/landing/features-section').then((module) => module.FeaturesSection),
);
const VideoSection = nearScreen(videoSectionId, () =>
  import('../components/landing/video-section').then((module) => module.VideoSection),
);
const ProcessSection = nearScreen('process', () =>
  import('../components/landing/process-section').then((module) => module.ProcessSection),
);
const WhyUsSection = nearScreen('why-us', () =>
  import('../components/landing/why-us-section').then((module) => module.WhyUsSection),
);
const ContactSection = nearScreen('contact', () =>
  import('../components/landing/contact-section').then((module) => module.ContactSection),
);

function LandingPage() {
  useLateSectionsOfRenderedPage('security');
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
