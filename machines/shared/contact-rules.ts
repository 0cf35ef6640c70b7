/**
 * What a lead's email address and phone number must look like, in the browser as in the database
 * (contact_submissions' check constraints contact_submissions_email_plain and contact_submissions_phone_shape;
 * tests/api/contact-rules.test.ts proves both give the same verdict). Links (`mailto:`, `tel:`) are built only from
 * values that pass.
 */

/**
 * A plain address: one local part and an ASCII domain of at least two labels. No `?` (a `mailto:` would read
 * the rest as headers such as bcc), no `%` (an escape could smuggle any of them), no `#`, no space, no quote, no
 * angle bracket or comma (a second address).
 */
const plainAddress =
  /^[A-Za-z0-9.!$&*+/=^_{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Longest address a mailbox can have (RFC 5321's path limit, and the database's). */
export const emailMaxLength = 254;

export const isPlainAddress = (email: string): boolean => email.length <= emailMaxLength && plainAddress.test(email);

/** An extension typed after the number ("ext. 12", "extension 12", "x12", E.164's ";ext=12"). */
const phoneExtension = / *(;ext=|ext\.?|extension|x) *([0-9]{1,10})$/i;

/** Digits with the marks people write between them, then an optional extension. */
const phoneCharacters = /^\+?[0-9(][0-9 ()./-]*[0-9)]( *(;ext=|ext\.?|extension|x) *[0-9]{1,10})?$/i;

/** Phone characters only and 7 to 15 digits before the extension (E.164's longest number is 15). */
export function isPhoneShaped(phone: string): boolean {
  if (!phoneCharacters.test(phone)) return false;
  const digits = phone.replace(phoneExtension, '').replace(/[^0-9]/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A message a `mailto:` link opens with: its subject and body (lines end in `\n`). */
export type MailDraft = { subject: string; body: string };

/**
 * `mailto:` for a plain address, with a prefilled subject and body when given (RFC 6068: every character escaped,
 * line breaks as CRLF); nothing for any other address, which is then shown as text only.
 */
export function mailtoHref(email: string, draft?: MailDraft): string | undefined {
  if (!isPlainAddress(email)) return undefined;
  if (!draft) return `mailto:${email}`;
  const field = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${email}?subject=${field(draft.subject)}&body=${field(draft.body)}`;
}

/** `tel:` keeping what a dialler understands, the extension after a pause (the comma); nothing for a non-number. */
export function telHref(phone: string): string | undefined {
  if (!isPhoneShaped(phone)) return undefined;
  const found = phoneExtension.exec(phone);
  const number = (found ? phone.slice(0, found.index) : phone).replace(/[^\d+]/g, '');
  return `tel:${number}${found ? `,${found[2]}` : ''}`;
}

/** A stored number as staff read it: E.164's `;ext=12` as ` ext. 12`; anything else as stored. */
export const phoneText = (phone: string): string => phone.replace(/;ext=/, ' ext. ');
