import { describe, expect, it } from 'vitest';
import { looksPersonal } from '../../machines/growth/personal-shape';

describe('a campaign value that names a person is never counted', () => {
  it.each([
    'ada@example.com',
    'ada%40example.com',
    'utm-ada.lovelace+news@mail.example.co.uk',
    'Ada_L-1@Example.ORG',
    '+15550100199',
    '+1 555 010 0199',
    '+44 (20) 7946-0958',
    '+1234567',
    '555 010 0199',
    '(555) 010-0199',
    '55 123 456',
    '12.345.678',
    'call-0800-123-4567-now',
  ])('%s is refused', (value) => {
    expect(looksPersonal(value)).toBe(true);
  });

  it.each([
    'spring-sale',
    'newsletter@launch',
    'ada@localhost',
    'a@b.c',
    '@example.com',
    'ada@.com',
    '+123456',
    '+12 34',
    '20261127',
    '555-0100',
    '5 123 4567',
    'q4 2026',
    'summer-2026',
    '',
  ])('%s is kept: a campaign name or id, not a person', (value) => {
    expect(looksPersonal(value)).toBe(false);
  });
});
