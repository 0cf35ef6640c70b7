import { Building2, KeyRound, ShieldCheck } from 'lucide-react';
import { m } from '../../paraglide/messages.js';
import type { IconCard } from './icon-card';

/**
 * Copy of the landing page's security strip, from the message catalogue (messages/*.json) in the page's language, read when a
 * screen renders: English there is the product's own wording, letter for letter. Each section's words are a file of
 * their own, so they load with the section's code (the sections below the first screen load as they come near it).
 */

/** The security strip's badges. A getter, like every copy below: the words are the page's language's. */
export const security = {
  get heading() {
    return m.security_heading();
  },
  get badges(): IconCard[] {
    return [
      { icon: ShieldCheck, title: m.security_hipaa_title(), description: m.security_hipaa_body() },
      { icon: Building2, title: m.security_scale_title(), description: m.security_scale_body() },
      { icon: KeyRound, title: m.security_roles_title(), description: m.security_roles_body() },
    ];
  },
};
