import { whyUs } from '../../content/landing/why-us';
import { IconCardGrid } from './icon-card-grid';
import { RevealSection } from './reveal-section';
import { SectionHeading } from './section-heading';

export function WhyUsSection() {
  return (
    <RevealSection id="why-us" labelledBy="why-us-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="why-us-title" eyebrow={whyUs.eyebrow}>
          {whyUs.heading}
        </SectionHeading>
        <IconCardGrid cards={whyUs.cards} />
      </div>
    </RevealSection>
  );
}
