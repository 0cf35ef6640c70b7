import { describe, expect, it } from 'vitest';
import { defaultAdminPage, safeRedirectTarget } from '../../src/lib/redirect-target';

describe('where login sends the user', () => {
  it.each([
    ['/admin/raw-pricing', '/admin/raw-pricing'],
    ['/admin/dashboard?page=2#top', '/admin/dashboard?page=2#top'],
    ['/roi', '/roi'],
  ])('returns to the remembered page %s', (remembered, expected) => {
    expect(safeRedirectTarget(remembered)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'admin/dashboard',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/admin/login',
    '/admin/login?redirect=/admin/login',
    42,
  ])('falls back to the dashboard for %j', (remembered) => {
    expect(safeRedirectTarget(remembered)).toBe(defaultAdminPage);
  });
});
