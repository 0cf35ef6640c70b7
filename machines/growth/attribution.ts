import { looksPersonal } from './personal-shape';

/**
 * Where a visit came from, as the first address of the tab says: its utm_* parameters, whether an ad click id
 * was there (never its value), the host of the referring site, and the first page. Kept for the tab only.
 */
export type Attribution = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  paidClick: boolean;
  referrerHost: string | null;
  landingPage: string | null;
};

/** Longest utm_* value the database keeps; longer ones are cut, never refused. */
export const attributionTextMax = 200;

const utmParams = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

/** Google's, Meta's and Microsoft's ad click ids. */
export const paidClickParams = ['gclid', 'fbclid', 'msclkid'] as const;

/**
 * Printable text of at most the database's length, or null when nothing printable is left or the value is shaped
 * like an email address or a phone number (a link that carries one would put a person into the counts).
 */
export function attributionText(value: string | null): string | null {
  if (value === null) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what the database refuses
  const printable = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (printable === '' || looksPersonal(printable)) return null;
  return [...printable].slice(0, attributionTextMax).join('').trim();
}

/** The host of a referring page on another site, or null (no referrer, our own site, or not a web address). */
export function referrerHostOf(referrer: string, siteHost: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || host === siteHost.toLowerCase()) return null;
  return /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host) && host.length <= 253 ? host : null;
}

/**
 * The attribution of a visit whose first address is `href`, reached from `referrer`; `pageOf` names the page an
 * address is counted as (none for an address the site has no page at, which the app knows and this module does not).
 */
export function attributionOf(
  href: string,
  referrer: string,
  pageOf: (pathname: string) => string | null,
): Attribution {
  const url = new URL(href);
  const params = url.searchParams;
  const text = (name: string) => attributionText(params.get(name));
  return {
    utmSource: text(utmParams.utmSource),
    utmMedium: text(utmParams.utmMedium),
    utmCampaign: text(utmParams.utmCampaign),
    utmTerm: text(utmParams.utmTerm),
    utmContent: text(utmParams.utmContent),
    paidClick: paidClickParams.some((name) => params.has(name)),
    referrerHost: referrerHostOf(referrer, url.hostname),
    landingPage: pageOf(url.pathname),
  };
}

/** The source a visit is counted under: its utm_source, else the referring host; null is a direct visit. */
export const sourceOf = (attribution: Pick<Attribution, 'utmSource' | 'referrerHost'>): string | null =>
  attribution.utmSource?.toLowerCase() ?? attribution.referrerHost;
