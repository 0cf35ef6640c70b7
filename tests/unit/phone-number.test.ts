import { describe, expect, it } from 'vitest';
import { phoneText } from '../../machines/shared/contact-rules';
import { displayedPhone, storedPhone } from '../../src/lib/phone-number';

describe('a phone number as the demo form sends it', () => {
  it('is E.164 with its extension, read in the country of the page’s language when it has no +', () => {
    expect(storedPhone('(415) 555-0100 ext. 12', 'en')).toBe('+14155550100;ext=12');
    expect(storedPhone('612 34 56 78', 'es')).toBe('+34612345678');
    expect(storedPhone('06 12 34 56 78', 'fr')).toBe('+33612345678');
    expect(storedPhone('030 1234567', 'de')).toBe('+49301234567');
    expect(storedPhone('+49 30 1234567', 'en')).toBe('+49301234567');
  });

  it('is kept as typed when it is not a valid number, for the database’s phone rule to judge', () => {
    expect(storedPhone(' +1 555 0100 ', 'en')).toBe('+1 555 0100');
  });

  it('shows its extension as staff read it', () => {
    expect(phoneText('+14155550100;ext=12')).toBe('+14155550100 ext. 12');
    expect(phoneText('+1 (555) 010-0142')).toBe('+1 (555) 010-0142');
  });
});

describe('a stored phone number on the staff screens', () => {
  it('is grouped as its country writes it, in international form, with its extension', () => {
    expect(displayedPhone('+14155550100;ext=12')).toBe('+1 415 555 0100 ext. 12');
    expect(displayedPhone('+34612345678')).toBe('+34 612 34 56 78');
    expect(displayedPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(displayedPhone('+49301234567')).toBe('+49 30 1234567');
  });

  it('reads as stored when it is not a valid number', () => {
    expect(displayedPhone('+1 (555) 010-0142')).toBe('+1 (555) 010-0142');
  });
});
