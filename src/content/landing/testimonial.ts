import { m } from '../../paraglide/messages.js';
import { formatPercent } from '../../lib/number-format';

/**
 * Copy of the landing page's testimonial, from the message catalogue (messages/*.json) in the page's language, read when a
 * screen renders: English there is the product's own wording, letter for letter. Each section's words are a file of
 * their own, so they load with the section's code (the sections below the first screen load as they come near it).
 */

/** A figure that counts up to `value`; `format` writes any number on the way the page's language writes it. */
export type TestimonialStat = { value: number; format: (shown: number) => string; label: string };

/** A share of 100 as the page's language writes a percentage: `50%`, `50 %`. */
const percentFigure = (shown: number) => formatPercent(shown / 100);

export const testimonial = {
  get eyebrow() {
    return m.testimonial_eyebrow();
  },
  get heading() {
    return m.testimonial_heading();
  },
  get quote() {
    return m.testimonial_quote();
  },
  name: 'Morgan Reyes',
  get role() {
    return m.testimonial_role();
  },
  get portraitAlt() {
    return m.testimonial_portrait({ name: this.name });
  },
  image: { src: '/images/testimonial-director.svg', width: 320, height: 320 },
  get stats(): TestimonialStat[] {
    return [
      // Counted in thousands: each language writes "over 12 thousand" its own way (`12k+`, `+12.000`, `12.000+`).
      {
        value: 12,
        format: (shown) => m.testimonial_figure_thousands({ count: shown }),
        label: m.testimonial_stat_calls(),
      },
      { value: 50, format: percentFigure, label: m.testimonial_stat_attrition() },
      { value: 87, format: percentFigure, label: m.testimonial_stat_handled() },
    ];
  },
};
