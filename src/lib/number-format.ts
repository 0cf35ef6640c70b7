import { localeTag } from '../i18n/locale-names';
import { getLocale, type Locale } from '../paraglide/runtime.js';

// Grouping always, even for four digits, which Spanish leaves out by default: `2.000` and `5.434 US$` read like the
// other figures, and like the figures the catalogue's sentences write.
const formattersFor = (locale: string) => ({
  usd: new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }),
  usdCents: new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    useGrouping: 'always',
  }),
  whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' }),
  upToOneDecimal: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
  percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  signedWhole: new Intl.NumberFormat(locale, {
    maximumFractionDigits: 0,
    useGrouping: 'always',
    signDisplay: 'exceptZero',
  }),
  signedPercent: new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }),
  // 20 digits keeps every decimal a typed number can have: Intl prints the shortest text that reads back the same.
  exact: new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: 'always' }),
  longDate: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }),
});

/**
 * One set per language, for the region `localeTag` names. Money stays US dollars in every language; each region's own
 * convention says where the sign goes and whether it reads `$`, `US$` or `$US`.
 */
const cache = new Map<Locale, ReturnType<typeof formattersFor>>();

/** The page's formatters: the same on the server that prerendered it and in the browser that hydrates it. */
function formatters() {
  const locale = getLocale();
  let found = cache.get(locale);
  if (!found) {
    found = formattersFor(localeTag());
    cache.set(locale, found);
  }
  return found;
}

/** US dollars without cents: `$51,091`. */
export const formatUsd = (amount: number): string => formatters().usd.format(amount);

/** A rate the visitor entered, cents shown only when it has them: `$22`, `$18.50`. */
export const formatUsdRate = (amount: number): string =>
  Number.isInteger(amount) ? formatters().usd.format(amount) : formatters().usdCents.format(amount);

/**
 * The dollar sign beside a box where an amount is typed, on the side the page's language writes it: `$` before in
 * English, `US$` after in Spanish (`22 US$`).
 */
export function usdSign(): { before: string; after: string } {
  const parts = formatters().usd.formatToParts(1);
  const sign = parts.find((part) => part.type === 'currency')?.value ?? '$';
  const signFirst =
    parts.findIndex((part) => part.type === 'currency') < parts.findIndex((part) => part.type === 'integer');
  return signFirst ? { before: sign, after: '' } : { before: '', after: sign };
}

/** US dollars with cents, for internal cost figures: `$1,440.00`, `$0.05`. */
export const formatUsdCents = (amount: number): string => formatters().usdCents.format(amount);

/** A count with grouping and no decimals: `2,000`. */
export const formatWhole = (value: number): string => formatters().whole.format(value);

/** How much of a text box's room is used, under every box with a limit: `120 / 5,000`. */
export const formatUsage = (used: number, max: number): string => `${formatWhole(used)} / ${formatWhole(max)}`;

/** `0.7`, `12`: for FTEs, where one decimal is enough. */
export const formatOneDecimal = (value: number): string => formatters().upToOneDecimal.format(value);

/** A number the visitor entered, with grouping and none of its decimals dropped: `2,500`, `5.25`. */
export const formatExact = (value: number): string => formatters().exact.format(value);

/** A fraction as a whole percent: `0.5` → `50%`. */
export const formatPercent = (fraction: number): string => formatters().percent.format(fraction);

/** A change with its sign: `+1,200`, `-3`, `0`. */
export const formatSignedWhole = (value: number): string => formatters().signedWhole.format(value);

/** A change as a whole percent with its sign: `0.5` → `+50%`, `-0.25` → `-25%`. */
export const formatSignedPercent = (fraction: number): string => formatters().signedPercent.format(fraction);

/** A day in words: `November 26, 2026`, `26 de noviembre de 2026`. */
export const formatLongDate = (date: Date): string => formatters().longDate.format(date);
