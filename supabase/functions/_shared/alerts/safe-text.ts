/**
 * Everything a visitor typed reaches email and chat as data. These helpers are the one place where it is made
 * safe for each kind of output: HTML, a header line, Slack's mrkdwn, Teams' Markdown, a tel: link.
 */

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML body or attribute: markup and scripts show as the characters typed. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);

/**
 * One line of at most `max` characters for a subject or a header: CR, LF and every other control character
 * become a space (a header can never be split or added to), runs of spaces fold into one, and a longer text
 * ends with an ellipsis.
 */
export function oneLine(text: string, max: number): string {
  const flat = text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** At most `max` characters, line breaks kept, for a chat field with a size limit. */
export const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * A plain address, the one rule the site and the database hold a lead's email to (machines/shared/contact-rules.ts,
 * repeated here because this folder is deployed on its own; tests/unit/alert-messages.test.ts proves both agree):
 * one local part and an ASCII domain, nothing an email parser or a `mailto:` could read as a display name, a second
 * address or a header (quotes, angle brackets, commas, spaces, `?`, `%`, `#`, control characters).
 */
export const isPlainAddress = (address: string): boolean =>
  address.length <= 254 &&
  /^[A-Za-z0-9.!$&*+/=^_{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
    address,
  );

/** An extension typed after the number ("ext. 12", "extension 12", "x12", E.164's ";ext=12"). */
const phoneExtension = / *(;ext=|ext\.?|extension|x) *([0-9]{1,10})$/i;

/** Phone characters only and 7 to 15 digits before the extension: the site's and the database's phone rule. */
const isPhoneShaped = (phone: string): boolean => {
  if (!/^\+?[0-9(][0-9 ()./-]*[0-9)]( *(;ext=|ext\.?|extension|x) *[0-9]{1,10})?$/i.test(phone)) return false;
  const digits = phone.replace(phoneExtension, '').replace(/[^0-9]/g, '').length;
  return digits >= 7 && digits <= 15;
};

/** A tel: link keeps only what a dialler understands, with an extension after a pause (the comma); none for a value that is not a phone number. The same rule as the dashboard's links. */
export const telHref = (phone: string): string | undefined => {
  if (!isPhoneShaped(phone)) return undefined;
  const found = phoneExtension.exec(phone);
  const number = (found ? phone.slice(0, found.index) : phone).replace(/[^\d+]/g, '');
  return `tel:${number}${found ? `,${found[2]}` : ''}`;
};

/** `mailto:` for a plain address only. */
export const mailtoHref = (email: string): string | undefined =>
  isPlainAddress(email) ? `mailto:${email}` : undefined;

/** Slack's mrkdwn gives meaning to &, < and > only; escaped, a visitor's text cannot make a link or a mention. */
export const escapeSlack = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Teams' cards read Markdown and {{DATE()}}/{{TIME()}} functions in text: every ASCII punctuation mark that could
 * start either is escaped with a backslash, as CommonMark allows for any of them.
 */
export const escapeTeams = (text: string): string => text.replace(/[\\`*_{}[\]()#+\-.!<>~|]/g, (char) => `\\${char}`);
