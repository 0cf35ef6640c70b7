import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { phoneText } from '../../machines/shared/contact-rules';

/** The country a number without a `+` is read in, by the language of the page it was typed on. */
const phoneRegions: Record<string, CountryCode> = { en: 'US', es: 'ES', fr: 'FR', de: 'DE' };

/**
 * A typed number as the database keeps it: E.164 with the extension as `;ext=` (`+14155550100;ext=12`), when it is
 * a valid number of its country (a number without `+` is read in the page's country); otherwise as typed, which the
 * database's phone rule still checks.
 */
export function storedPhone(typed: string, locale: string): string {
  const number = parsePhoneNumberFromString(typed.trim(), phoneRegions[locale] ?? 'US');
  return number?.isValid() ? `${number.number}${number.ext ? `;ext=${number.ext}` : ''}` : typed.trim();
}

/**
 * A stored number as staff read it: a valid E.164 number grouped as its country writes it, in international form
 * (`+1 415 555 0100 ext. 12`); anything else as the contact rules show it.
 */
export function displayedPhone(stored: string): string {
  const number = parsePhoneNumberFromString(stored);
  return number?.isValid() ? number.formatInternational() : phoneText(stored);
}
