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
 * An address an email API may be given as it is: one local part and domain, nothing that an email parser could
 * read as a display name, a second address or a header (quotes, angle brackets, commas, spaces, control
 * characters). The database's own check is looser, so the worker checks again.
 */
export const isPlainAddress = (address: string): boolean =>
  address.length <= 254 &&
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
    address,
  );

/** An extension typed after the number ("ext. 12", "extension 12", "x12"): dialled after a pause, not as digits of the number. */
const extension = /\s*(?:ext\.?|extension|x)\s*(\d+)\s*$/i;

/** A tel: link keeps only what a dialler understands, with an extension after a pause (the comma); the same rule as the dashboard's links. */
export const telHref = (phone: string): string => {
  const found = extension.exec(phone);
  const number = (found ? phone.slice(0, found.index) : phone).replace(/[^\d+*#,;]/g, '');
  return `tel:${number}${found ? `,${found[1]}` : ''}`;
};

/** Slack's mrkdwn gives meaning to &, < and > only; escaped, a visitor's text cannot make a link or a mention. */
export const escapeSlack = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Teams' cards read Markdown and {{DATE()}}/{{TIME()}} functions in text: every ASCII punctuation mark that could
 * start either is escaped with a backslash, as CommonMark allows for any of them.
 */
export const escapeTeams = (text: string): string => text.replace(/[\\`*_{}[\]()#+\-.!<>~|]/g, (char) => `\\${char}`);
