import { FlaskConical, Rocket, Target, TrendingUp, Wrench, type LucideIcon } from 'lucide-react';
import { m } from '../../paraglide/messages.js';

/**
 * Copy of the landing page's process, from the message catalogue (messages/*.json) in the page's language, read when a
 * screen renders: English there is the product's own wording, letter for letter. Each section's words are a file of
 * their own, so they load with the section's code (the sections below the first screen load as they come near it).
 */

export type ProcessStep = { number: number; title: string; description: string; icon: LucideIcon };

export const process = {
  get eyebrow() {
    return m.process_eyebrow();
  },
  get heading() {
    return m.process_heading();
  },
  get intro() {
    return m.process_intro();
  },
  get track() {
    return m.process_track();
  },
  get carousel() {
    return m.process_carousel();
  },
  get choose() {
    return m.process_choose();
  },
  showStep: (number: number, title: string) => m.process_show_step({ number, title }),
  get steps(): ProcessStep[] {
    return [
      { number: 1, title: m.process_1_title(), description: m.process_1_body(), icon: Target },
      { number: 2, title: m.process_2_title(), description: m.process_2_body(), icon: Wrench },
      { number: 3, title: m.process_3_title(), description: m.process_3_body(), icon: FlaskConical },
      { number: 4, title: m.process_4_title(), description: m.process_4_body(), icon: Rocket },
      { number: 5, title: m.process_5_title(), description: m.process_5_body(), icon: TrendingUp },
    ];
  },
};
