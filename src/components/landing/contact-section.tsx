import { Clock } from 'lucide-react';
import type { RoiInputs } from '../../../machines/roi-wizard/roi-inputs';
import { contact } from '../../content/landing/contact';
import { DemoForm } from './demo-form';
import { RevealSection } from './reveal-section';
import { SectionHeading } from './section-heading';

export function ContactSection({ offeredCase }: { offeredCase: RoiInputs | null }) {
  return (
    <RevealSection id="contact" labelledBy="contact-title" className="py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="contact-title" eyebrow={contact.eyebrow}>
          {contact.heading}
        </SectionHeading>
        {/* The icon flows with the text, so it stays beside the first word however the line wraps. */}
        <p className="mx-auto mt-4 max-w-xl text-center text-lg text-balance text-slate-300">
          <Clock className="mr-2 inline h-5 w-5 align-[-0.2em] text-brand-400" aria-hidden="true" />
          {contact.promise}
        </p>
        <div className="mt-10">
          <DemoForm offeredCase={offeredCase} />
        </div>
      </div>
    </RevealSection>
  );
}
