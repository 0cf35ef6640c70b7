import type { ErrorEvent } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import {
  maxBreadcrumbLength,
  privateValuesOf,
  redactText,
  scrubBreadcrumb,
  scrubEvent,
  withoutQuery,
} from '../../src/errors/scrub';

const slug = 'acme-dental-private';
const search = 'plumbers in leeds';
const email = 'ada@b.example';
const phone = '+44 20 7946 0958';
const page = {
  origin: 'https://www.example.com',
  route: '/ai-phone-caller/$slug',
  privateValues: privateValuesOf({ search: `?q=${encodeURIComponent(search)}`, hash: '#step-2' }, [slug]),
};

describe('what a report may carry', () => {
  it('blanks out emails, in plain and in address form', () => {
    expect(redactText(`from ${email} and a%40b.example.`, [])).toBe('from [email] and [email].');
  });

  it('blanks out internationalised addresses too', () => {
    expect(redactText('from ada@bücher.de and josé@correo.es, then 山田@例え.jp', [])).toBe(
      'from [email] and [email], then [email]',
    );
  });

  it.each([
    ['+44 20 7946 0958', '[phone]'],
    ['(555) 123-4567', '[phone]'],
    ['555.123.4567', '[phone]'],
    ['+15551234567', '[phone]'],
  ])('blanks out the phone number %s', (number, expected) => {
    expect(redactText(`call ${number} now`, [])).toBe(`call ${expected} now`);
  });

  it.each([
    ['an IPv4 address', 'host 127.0.0.1 refused'],
    ['a date', 'due 2026-11-24 at noon'],
    ['a UUID', 'lead 550e8400-e29b-41d4-a716-446655440000 missing'],
    ['a line and column', 'at app.js:1234:5678'],
    ['a short number', 'HTTP 503 after 1500 ms'],
    ['a version', 'SDK 11.12.0'],
  ])('leaves %s readable', (_, text) => {
    expect(redactText(text, [])).toBe(text);
  });

  it("blanks out the page's slug, search and hash values, as typed and as encoded", () => {
    expect(page.privateValues).toEqual([slug, 'plumbers in leeds', 'step-2']);
    expect(
      redactText(`no page ${slug}; searched plumbers in leeds (plumbers%20in%20leeds), step-2`, page.privateValues),
    ).toBe('no page [redacted]; searched [redacted] ([redacted]), [redacted]');
  });

  it('leaves values shorter than three characters alone, which would blank out ordinary words', () => {
    expect(privateValuesOf({ search: '?a=1&b=xy', hash: '' }, ['ok'])).toEqual([]);
  });

  it('drops the query and hash of an address', () => {
    expect(withoutQuery('https://x.example/a/b?email=a%40b.example#x')).toBe('https://x.example/a/b');
    expect(withoutQuery('not an address')).toBe('not an address');
  });
});

describe('a scrubbed event', () => {
  const event: ErrorEvent = {
    type: undefined,
    message: `load failed for ${email}`,
    exception: {
      values: [
        {
          type: 'Error',
          value: `could not load ${slug} for ${email}, ${phone}, searched "${search}"`,
          stacktrace: {
            frames: [
              {
                filename: `https://www.example.com/ai-phone-caller/${slug}?q=x#y`,
                function: 'lookup',
                vars: { email },
                context_line: `const email = "${email}"`,
              },
            ],
          },
        },
      ],
    },
    request: {
      url: `https://www.example.com/ai-phone-caller/${slug}?q=plumbers#step-2`,
      headers: { 'User-Agent': 'Chromium', Referer: `https://www.example.com/?email=${email}` },
      query_string: 'q=plumbers',
    },
    user: { email, ip_address: '{{auto}}' },
    tags: { machine: 'voicePage', note: `for ${email}` },
    extra: { body: { email, phone } },
    breadcrumbs: [
      { category: 'console', message: `Failure: ${email}`, data: { arguments: [{ email }], logger: 'console' } },
      { category: 'navigation', data: { from: '/', to: `/ai-phone-caller/${slug}` } },
      { category: 'fetch', data: { url: `https://x.supabase.co/rest/v1/rpc/get?p_slug=${slug}`, status_code: 500 } },
    ],
  };
  const scrubbed = scrubEvent(event, page);
  const text = JSON.stringify(scrubbed);

  it('carries none of the email, the phone number, the search or the slug anywhere', () => {
    for (const secret of [email, phone, search, 'plumbers', slug, 'step-2', 'Referer', 'ip_address']) {
      expect(text).not.toContain(secret);
    }
  });

  it('names the page by its route template, and keeps only the user agent of the headers', () => {
    expect(scrubbed.request).toEqual({
      url: 'https://www.example.com/ai-phone-caller/$slug',
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(scrubbed.transaction).toBe('/ai-phone-caller/$slug');
    expect(scrubbed.tags).toEqual({ machine: 'voicePage', note: 'for [email]', route: '/ai-phone-caller/$slug' });
  });

  it('keeps the message readable and the stack, without local variables or source lines', () => {
    expect(scrubbed.exception?.values?.[0]?.value).toBe(
      'could not load [redacted] for [email], [phone], searched "[redacted]"',
    );
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames).toEqual([
      { filename: 'https://www.example.com/ai-phone-caller/[redacted]', function: 'lookup' },
    ]);
  });

  it('drops navigation breadcrumbs and console arguments, and strips queries from requests', () => {
    expect(scrubbed.breadcrumbs).toEqual([
      { category: 'console', message: 'Failure: [email]', data: { logger: 'console' } },
      { category: 'fetch', data: { url: 'https://x.supabase.co/rest/v1/rpc/get', status_code: 500 } },
    ]);
  });
});

describe('a breadcrumb', () => {
  it(`is cut to ${maxBreadcrumbLength} characters`, () => {
    const kept = scrubBreadcrumb({ category: 'console', message: 'x'.repeat(500) }, []);
    expect(kept?.message).toHaveLength(maxBreadcrumbLength);
    expect(kept?.message?.endsWith('…')).toBe(true);
  });
});
