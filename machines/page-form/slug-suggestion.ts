import { defaultCallSeconds, type PageDraft } from './page-rules';

/** Room for a `-99` suffix and a link short enough to read out on a call. */
const maxBaseLength = 48;

/**
 * Words as a link: lower-case, accents dropped, every run of other characters one hyphen, cut at a hyphen to at
 * most 48 characters. Empty when nothing usable is left.
 */
export function slugWords(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (words.length <= maxBaseLength) return words;
  const cut = words.slice(0, maxBaseLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  // Runs of hyphens are single by now, so neither cut ends in one.
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : words.slice(0, maxBaseLength);
}

export type LeadForPage = {
  id: string;
  firstName: string;
  lastName: string;
  business: string;
  /** The language the lead wrote in (its code): the page's link starts in it. */
  locale: string;
};

/** Letters and digits a link's random part is made of, and how many: 36^6, about two billion links per name. */
export const slugSuffixAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const slugSuffixLength = 6;

/**
 * A free link for a lead's page: from the business, else the name, else `demo`, then `-` and the random part
 * `suffix` (made by the screen's binding), so nobody can find a prospect's page by guessing from their business's
 * name; when another page has it (in any case), the first free of `-2`, `-3`, … (at most 48 characters, the random
 * part and a number: well within the 100 a link may have).
 */
export function suggestSlug(
  lead: Pick<LeadForPage, 'firstName' | 'lastName' | 'business'>,
  taken: readonly string[],
  suffix: string,
) {
  const words = slugWords(lead.business) || slugWords(`${lead.firstName} ${lead.lastName}`) || 'demo';
  const base = `${words}-${suffix}`;
  const used = new Set(taken.map((slug) => slug.toLowerCase()));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The page form filled for a lead: the suggested link, greeted by first name, the default call length. */
export const leadDraft = (lead: LeadForPage, taken: readonly string[], suffix: string): PageDraft => ({
  slug: suggestSlug(lead, taken, suffix),
  name: lead.firstName.trim().slice(0, 100),
  assistantId: '',
  maxCallSeconds: String(defaultCallSeconds),
});
