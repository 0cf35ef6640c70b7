import { HeartHandshake, SlidersHorizontal, Zap } from 'lucide-react';
import { m } from '../../paraglide/messages.js';
import type { IconCard } from './icon-card';

/**
 * Copy of the landing page's reasons to choose us, from the message catalogue (messages/*.json) in the page's language, read when a
 * screen renders: English there is the product's own wording, letter for letter. Each section's words are a file of
 * their own, so they load with the section's code (the sections below the first screen load as they come near it).
 */

export const whyUs = {
  get eyebrow() {
    return m.why_eyebrow();
  },
  get heading() {
    return m.why_heading();
  },
  get cards(): IconCard[] {
    return [
      { icon: HeartHandshake, title: m.why_human_title(), description: m.why_human_body() },
      { icon: Zap, title: m.why_fast_title(), description: m.why_fast_body() },
      { icon: SlidersHorizontal, title: m.why_custom_title(), description: m.why_custom_body() },
    ];
  },
};
