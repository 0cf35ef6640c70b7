import { m } from '../paraglide/messages.js';
import { brandName, productName } from './page-title';

/**
 * The brand as visitors see it; one place so every screen names the product the same way. The name stays the same in
 * every language; the sentences are the page's language's (getters, read when a page renders).
 */
export const brand = {
  name: brandName,
  productTitle: productName,
  get tagline() {
    return m.site_tagline();
  },
  get description() {
    return m.site_description();
  },
  get productDescription() {
    return m.voice_meta();
  },
} as const;
