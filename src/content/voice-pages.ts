import type { MailDraft } from '../../machines/shared/contact-rules';
import { baseLocale, isLocale } from '../i18n/locales';
import { m } from '../paraglide/messages.js';
import { brand } from './brand';
import {
  callSecondsRange,
  maxAssistantIdLength,
  maxGreetingLength,
  maxSlugLength,
  type DraftProblem,
} from '../../machines/page-form/page-rules';

/** The voice pages screens' words (staff only, English). */
export const voicePagesCopy = {
  copyRefused: 'Could not copy the link. Select it and copy it yourself.',
  loadFailed: 'Could not load the pages',
  refreshFailed: 'refresh the pages',
  deleteFailed: 'delete the page',
  leadPageFailed: 'load the voice page',
  saveFailed: 'save the page',
  /** What is wrong with a box of the page form, beside it. */
  problems: {
    slugMissing: 'Enter the link, e.g. acme-dental.',
    slugTooLong: `Keep the link to ${maxSlugLength} characters or fewer.`,
    slugShape: 'Use letters, digits, - and _ only, starting with a letter or digit.',
    slugTaken: 'That link is already taken.',
    nameBlank: 'Enter a name, not only spaces, or leave the box empty.',
    nameTooLong: `Keep the greeting name to ${maxGreetingLength} characters or fewer.`,
    assistantIdTooLong: `Keep the assistant id to ${maxAssistantIdLength} characters or fewer.`,
    callSecondsRange: `Enter whole seconds from ${callSecondsRange.min} to ${callSecondsRange.max.toLocaleString('en-US')}.`,
  } satisfies Record<DraftProblem, string>,
};

/**
 * The email that sends a prospect their voice page, in the page's language (the lead's, or the one staff picked):
 * the one text staff write to a prospect in, so it is the prospect's language, not the admin area's English.
 */
export function pageEmailDraft(language: string, firstName: string, link: string): MailDraft {
  const locale = isLocale(language) ? language : baseLocale;
  return {
    subject: m.lead_page_email_subject({ brand: brand.name }, { locale }),
    body: m.lead_page_email_body({ brand: brand.name, firstName: firstName.trim(), link }, { locale }),
  };
}
