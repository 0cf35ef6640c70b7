import { describe, expect, it } from 'vitest';
import {
  attributionOf,
  attributionText,
  attributionTextMax,
  referrerHostOf,
  sourceOf,
  type Attribution,
} from '../../machines/growth/attribution';
import { maxCallSeconds, siteEventBody, type Visit } from '../../machines/growth/site-event';
import { sitePage, sitePathMax, voicePagePath } from '../../machines/growth/site-page';
import { countedPage } from '../../src/lib/counted-page';

const direct: Attribution = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  paidClick: false,
  referrerHost: null,
  landingPage: null,
};

describe('the page a visit is counted on', () => {
  it('is the path in lower case, without a trailing slash; the home page is /', () => {
    expect(sitePage('/ROI/Report/')).toBe('/roi/report');
    expect(sitePage('/')).toBe('/');
    expect(sitePage('///')).toBe('/');
    expect(sitePage('/es/roi')).toBe('/es/roi');
  });

  it('is the voice page without its slug, which is often a name', () => {
    expect(sitePage('/ai-phone-caller/Jane-Doe')).toBe('/ai-phone-caller/$slug');
    expect(sitePage('/ai-phone-caller')).toBe(voicePagePath);
    for (const locale of ['es', 'fr', 'de']) {
      expect(sitePage(`/${locale}/ai-phone-caller/clinica-garcia`)).toBe(`/${locale}/ai-phone-caller/$slug`);
    }
    expect(sitePage('/ai-phone-callers')).toBe('/ai-phone-callers');
  });

  it('is never a staff page', () => {
    expect(sitePage('/admin')).toBeNull();
    expect(sitePage('/admin/leads')).toBeNull();
    expect(sitePage('/administrators')).toBe('/administrators');
  });

  it('is refused for odd characters and for paths longer than the database keeps', () => {
    expect(sitePage('/roi report')).toBeNull();
    expect(sitePage('/roi%20report')).toBeNull();
    expect(sitePage('/x.html')).toBeNull();
    expect(sitePage(`/${'a'.repeat(sitePathMax - 1)}`)).toHaveLength(sitePathMax);
    expect(sitePage(`/${'a'.repeat(sitePathMax)}`)).toBeNull();
    expect(sitePage('no-slash')).toBeNull();
  });
});

describe('an address with no page (the 404 page)', () => {
  it('is neither a page view nor a first page on Growth', () => {
    for (const path of ['/nothing-here', '/xx/roi', '/es/admin/login', '/roi/report/x', '/ai-phone-callers']) {
      expect(countedPage(path), path).toBeNull();
    }
    const landing = attributionOf('https://ringwise.example/xx/roi?utm_source=news', '', countedPage);
    expect(landing).toEqual({ ...direct, utmSource: 'news', landingPage: null });
  });

  it('leaves every page of the site counted, in every language', () => {
    expect(countedPage('/es/roi')).toBe('/es/roi');
    expect(countedPage('/de/')).toBe('/de');
    expect(countedPage('/roi/report')).toBe('/roi/report');
    expect(countedPage('/fr/ai-phone-caller/Jane-Doe')).toBe('/fr/ai-phone-caller/$slug');
    expect(countedPage('/admin/growth')).toBeNull();
  });
});

describe('a campaign value', () => {
  it('keeps printable text, trimmed, and drops control characters', () => {
    expect(attributionText('  spring\u0000 sale\u001f\u007f\u0085 ')).toBe('spring sale');
    expect(attributionText('\u0001\u0002')).toBeNull();
    expect(attributionText('   ')).toBeNull();
  });

  it('drops a UTM value shaped like an email address or a phone number, and keeps campaign ids and dates', () => {
    for (const personal of [
      'ada.lovelace@example.com',
      'ada%40example.com',
      'call +1 415 555 0100',
      '(415) 555-0100',
    ]) {
      expect(attributionText(personal), personal).toBeNull();
    }
    for (const kept of ['spring sale', '12345678901', 'summer-2026-11-27', 'ai receptionist']) {
      expect(attributionText(kept), kept).toBe(kept);
    }
    expect(attributionText(null)).toBeNull();
  });

  it('is cut to the length the database keeps, counting characters rather than UTF-16 units', () => {
    expect(attributionText('x'.repeat(attributionTextMax + 50))).toHaveLength(attributionTextMax);
    const emoji = '🚀'.repeat(attributionTextMax + 1);
    expect([...(attributionText(emoji) ?? '')]).toHaveLength(attributionTextMax);
    // A cut that ends on a space leaves no trailing space.
    expect(attributionText(`${'x'.repeat(attributionTextMax - 1)} tail`)).toBe('x'.repeat(attributionTextMax - 1));
  });
});

describe('the referring site', () => {
  it('is the host of a web page on another site, in lower case', () => {
    expect(referrerHostOf('https://News.Example.com/a?b=c', 'site.example')).toBe('news.example.com');
    expect(referrerHostOf('http://blog.example/', 'site.example')).toBe('blog.example');
  });

  it('is none for our own site, no referrer, or an address that is not a web page', () => {
    expect(referrerHostOf('https://SITE.example/roi', 'site.example')).toBeNull();
    expect(referrerHostOf('https://site.example/roi', 'Site.Example')).toBeNull();
    expect(referrerHostOf('', 'site.example')).toBeNull();
    expect(referrerHostOf('not a url', 'site.example')).toBeNull();
    expect(referrerHostOf('android-app://com.google.android.gm/', 'site.example')).toBeNull();
    expect(referrerHostOf('ftp://files.example/', 'site.example')).toBeNull();
  });

  it('is none for a host that is not a plain name or is longer than a host can be', () => {
    expect(referrerHostOf('https://xn--bcher-kva.example/', 'site.example')).toBe('xn--bcher-kva.example');
    expect(referrerHostOf('https://[::1]/', 'site.example')).toBeNull();
    expect(referrerHostOf('https://under_score.example/', 'site.example')).toBeNull();
    const label = 'a'.repeat(63);
    const longest = [label, label, label, 'a'.repeat(61)].join('.');
    expect(referrerHostOf(`https://${longest}/`, 'site.example')).toBe(longest);
    expect(referrerHostOf(`https://${longest}a/`, 'site.example')).toBeNull();
  });
});

describe("a visit's attribution", () => {
  it('reads the utm values, whether an ad was clicked, the referring host and the first page', () => {
    const attribution = attributionOf(
      'https://site.example/ROI/?utm_source=Newsletter&utm_medium=email&utm_campaign=spring&utm_term=voice+ai&utm_content=hero&gclid=abc',
      'https://mail.example/inbox',
      sitePage,
    );
    expect(attribution).toEqual({
      utmSource: 'Newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'voice ai',
      utmContent: 'hero',
      paidClick: true,
      referrerHost: 'mail.example',
      landingPage: '/roi',
    });
  });

  it('says an ad was clicked for each of the click ids, and never keeps the id', () => {
    for (const id of ['gclid', 'fbclid', 'msclkid']) {
      const attribution = attributionOf(`https://site.example/?${id}=secret-id`, '', sitePage);
      expect(attribution.paidClick).toBe(true);
      expect(JSON.stringify(attribution)).not.toContain('secret-id');
    }
    expect(attributionOf('https://site.example/?clid=x', '', sitePage).paidClick).toBe(false);
  });

  it('is all empty for a direct visit to a staff page', () => {
    expect(attributionOf('https://site.example/admin/login', '', sitePage)).toEqual(direct);
  });
});

describe('the source a visit is counted under', () => {
  it('is its utm_source in lower case, else the referring host, else none (direct)', () => {
    expect(sourceOf({ utmSource: 'LinkedIn', referrerHost: 'news.example' })).toBe('linkedin');
    expect(sourceOf({ utmSource: null, referrerHost: 'news.example' })).toBe('news.example');
    expect(sourceOf({ utmSource: null, referrerHost: null })).toBeNull();
  });
});

describe('an event as the database takes it', () => {
  const visit: Visit = { tabId: 'tab-1', attribution: direct };

  it('carries only the kind, page and tab for a direct visit', () => {
    expect(siteEventBody({ kind: 'page_view' }, '/', visit)).toEqual({ kind: 'page_view', page: '/', tab: 'tab-1' });
  });

  it('carries every part of the attribution that is known', () => {
    const attribution: Attribution = {
      ...direct,
      utmSource: 'News',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'voice',
      utmContent: 'hero',
      paidClick: true,
      landingPage: '/roi',
    };
    expect(siteEventBody({ kind: 'form_started' }, '/', { tabId: 't', attribution })).toEqual({
      kind: 'form_started',
      page: '/',
      tab: 't',
      source: 'news',
      medium: 'email',
      campaign: 'spring',
      term: 'voice',
      landing: '/roi',
      paid: true,
    });
  });

  it('names the referring host as the source when there is no utm_source', () => {
    const attribution = { ...direct, referrerHost: 'news.example' };
    expect(siteEventBody({ kind: 'form_submitted' }, '/', { tabId: 't', attribution }).source).toBe('news.example');
  });

  it('rounds the ROI call volume', () => {
    expect(siteEventBody({ kind: 'roi_results', calls: 1499.6 }, '/roi', visit)).toMatchObject({ calls: 1500 });
    expect(siteEventBody({ kind: 'call_started' }, voicePagePath, visit)).not.toHaveProperty('calls');
  });

  it("rounds a call's seconds, never below 0 nor above the two hours the database records", () => {
    const seconds = (value: number) =>
      siteEventBody({ kind: 'call_ended', seconds: value }, voicePagePath, visit).seconds;
    expect(seconds(12.4)).toBe(12);
    expect(seconds(12.5)).toBe(13);
    expect(seconds(-3)).toBe(0);
    expect(seconds(maxCallSeconds)).toBe(7200);
    expect(seconds(maxCallSeconds + 500)).toBe(7200);
    expect(siteEventBody({ kind: 'page_view' }, '/', visit)).not.toHaveProperty('seconds');
  });
});
