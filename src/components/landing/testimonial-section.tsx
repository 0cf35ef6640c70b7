import { Quote } from 'lucide-react';
import { testimonial } from '../../content/landing/testimonial';
import { Card } from '../ui/card';
import { RevealSection } from './reveal-section';
import { SectionHeading } from './section-heading';
import { TestimonialPortrait } from './testimonial-portrait';
import { TestimonialStats } from './testimonial-stats';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');

export function TestimonialSection() {
  return (
    <RevealSection id="testimonial" labelledBy="testimonial-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="testimonial-title" eyebrow={testimonial.eyebrow}>
          {testimonial.heading}
        </SectionHeading>
        <Card
          as="figure"
          className="mx-auto mt-12 flex max-w-4xl flex-col items-center gap-8 p-6 sm:flex-row sm:items-start sm:p-10"
        >
          <TestimonialPortrait
            src={testimonial.image.src}
            width={testimonial.image.width}
            height={testimonial.image.height}
            alt={testimonial.portraitAlt}
            initials={initials(testimonial.name)}
          />
          <div>
            <Quote className="h-8 w-8 text-brand-400" aria-hidden="true" />
            <blockquote className="mt-3 text-lg leading-relaxed text-slate-100 sm:text-xl">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-5">
              <span className="block font-semibold text-white">{testimonial.name}</span>
              <span className="block text-sm text-slate-300">{testimonial.role}</span>
            </figcaption>
          </div>
        </Card>
        <div className="mx-auto mt-10 max-w-4xl">
          <TestimonialStats stats={testimonial.stats} />
        </div>
      </div>
    </RevealSection>
  );
}
