import { features } from '../../content/landing/features';
import { IconCardGrid } from './icon-card-grid';
import { RevealSection } from './reveal-section';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  return (
    <RevealSection id="features" labelledBy="features-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow={features.eyebrow} intro={features.intro}>
          {features.heading}
        </SectionHeading>
        <IconCardGrid cards={features.cards} />
      </div>
    </RevealSection>
  );
}
