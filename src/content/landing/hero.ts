import { Clock, ShieldCheck } from 'lucide-react';
import { m } from '../../paraglide/messages.js';

/**
 * Copy of the landing page's first screen, from the message catalogue (messages/*.json) in the page's language, read when a
 * screen renders: English there is the product's own wording, letter for letter. Each section's words are a file of
 * their own, so they load with the section's code (the sections below the first screen load as they come near it).
 */

export const hero = {
  get title() {
    return m.hero_title();
  },
  get subline() {
    return m.hero_subline();
  },
  get intro() {
    return m.hero_intro();
  },
  get phoneDemo() {
    return m.hero_phone_demo();
  },
  get bookDemo() {
    return m.nav_book_demo();
  },
  get highlights() {
    return m.hero_highlights();
  },
  get badges() {
    return [
      { label: m.hero_badge_instant(), icon: Clock },
      { label: m.hero_badge_coverage(), icon: ShieldCheck },
    ];
  },
  get unlimitedScalability() {
    return m.hero_unlimited_scalability();
  },
  get scalability() {
    return m.hero_scalability();
  },
};
