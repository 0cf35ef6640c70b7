import { Languages, Plug, Workflow } from 'lucide-react';
import { m } from '../../paraglide/messages.js';
import type { IconCard } from './icon-card';

/**
 * Copy of the landing page's features, from the message catalogue (messages/*.json) in the page's language, read when a
 * screen renders: English there is the product's own wording, letter for letter. Each section's words are a file of
 * their own, so they load with the section's code (the sections below the first screen load as they come near it).
 */

export const features = {
  get eyebrow() {
    return m.features_eyebrow();
  },
  get heading() {
    return m.features_heading();
  },
  get intro() {
    return m.features_intro();
  },
  get cards(): IconCard[] {
    return [
      { icon: Languages, title: m.features_multilingual_title(), description: m.features_multilingual_body() },
      { icon: Workflow, title: m.features_multiop_title(), description: m.features_multiop_body() },
      { icon: Plug, title: m.features_integration_title(), description: m.features_integration_body() },
    ];
  },
};
