import { Clock } from 'lucide-react';
import { contact } from '../../content/landing';
import { DemoForm } from './demo-form';
import { RevealSection } from './reveal-section';
import { SectionHeading } from './section-heading';

export function ContactSection() {
  return (
    <RevealSection id="contact" labelledBy="contact-title" className="py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="contact-title" eyebrow="Contact">
          {contact.heading}
        </SectionHeading>
        <p className="mx-auto mt-4 flex max-w-xl items-start justify-center gap-2 text-center text-lg text-slate-300">
          <Clock className="mt-1 h-5 w-5 shrink-0 text-brand-400" aria-hidden="true" />
          {contact.promise}
        </p>
        <div className="mt-10">
          <DemoForm />
        </div>
      </div>
    </RevealSection>
  );
}
