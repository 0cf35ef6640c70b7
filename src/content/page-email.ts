import type { MailDraft } from '../../machines/shared/contact-rules';
import { baseLocale, isLocale } from '../i18n/locales';
import { m } from '../paraglide/messages.js';
import { brandName } from './page-title';

/**
 * The email that sends a prospect their voice page, in the page's language (the lead's, or the one staff picked):
 * the one text staff write to a prospect in, so it is the prospect's language, not the admin area's English.
 */
export function pageEmailDraft(language: string, firstName: string, link: string): MailDraft {
  const locale = isLocale(language) ? language : baseLocale;
  return {
    subject: m.lead_page_email_subject({ brand: brandName }, { locale }),
    body: m.lead_page_email_body({ brand: brandName, firstName: firstName.trim(), link }, { locale }),
  };
}
