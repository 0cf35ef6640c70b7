import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { adminClient, rest, serviceClient, standIn, submission, uniqueMarker } from './stand-in-fixtures';

const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** What the tracker sends: a text/plain body, the apikey in the address, no Authorization header. */
function ingest(body: string, headers: Record<string, string> = {}, url = standIn.url, apiKey = standIn.anonKey) {
  return fetch(`${url}/rest/v1/rpc/ingest_event?apikey=${apiKey}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': browserAgent, ...headers },
  });
}

const pageView = (tab: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ kind: 'page_view', page: '/', tab, ...extra });

async function eventsOfTab(tab: string) {
  const { data, error } = await serviceClient().from('site_events').select('*').eq('tab_id', tab).order('id');
  if (error) throw error;
  return data;
}

describe('ingest_event', () => {
  it('stores an event with its visit and a visitor hash, and no address or user agent anywhere', async () => {
    const tab = crypto.randomUUID();
    const response = await ingest(
      pageView(tab, { page: '/roi', source: 'Google', medium: 'cpc', campaign: 'spring', landing: '/roi', paid: true }),
    );
    expect(response.status).toBe(204);
    const [row] = await eventsOfTab(tab);
    expect(row).toMatchObject({ kind: 'page_view', page: '/roi', source: 'google', medium: 'cpc', paid_click: true });
    expect(row?.visitor).toMatch(/^[0-9a-f-]{36}$/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('Chrome');
  });

  it('counts one visitor per address a day: another browser at the same address is the same visitor', async () => {
    const tab = crypto.randomUUID();
    await ingest(pageView(tab));
    await ingest(pageView(tab));
    await ingest(pageView(tab), { 'User-Agent': browserAgent.replace('Chrome/120', 'Chrome/121') });
    const visitors = (await eventsOfTab(tab)).map((row) => row.visitor);
    expect(visitors[0]).toBe(visitors[1]);
    expect(visitors[2]).toBe(visitors[0]);
  });

  it('drops known bots, Global Privacy Control and Do Not Track without storing anything', async () => {
    const tab = crypto.randomUUID();
    const headless = browserAgent.replace('Chrome/', 'HeadlessChrome/');
    const refusals: Record<string, string>[] = [
      { 'User-Agent': headless },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': '' },
      { 'Sec-GPC': '1' },
      { DNT: '1' },
    ];
    for (const headers of refusals) {
      expect((await ingest(pageView(tab), headers)).status).toBe(204);
    }
    expect(await eventsOfTab(tab)).toEqual([]);
  });

  it('answers a body over 2,048 bytes with 413 and stores nothing', async () => {
    const tab = crypto.randomUUID();
    const response = await ingest(pageView(tab, { campaign: 'x'.repeat(3000) }));
    expect(response.status).toBe(413);
    expect(await eventsOfTab(tab)).toEqual([]);
  });

  it('refuses every malformed event with a 4xx, and keeps storing well-formed ones', async () => {
    const tab = crypto.randomUUID();
    const kinds = ['page_view', 'roi_results', 'form_started', 'form_submitted', 'call_started', 'call_ended'];
    const wellFormed = (event: Record<string, unknown>) =>
      typeof event.kind === 'string' && kinds.includes(event.kind) && typeof event.page === 'string';
    const anyValue = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.integer(),
      // NaN and Infinity would turn into null in the JSON, which is a well-formed (absent) value.
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const malformed = fc.oneof(
      // Not JSON, or JSON that is not an object.
      fc.string({ maxLength: 200 }).filter((text) => {
        try {
          const parsed: unknown = JSON.parse(text);
          return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
        } catch {
          return true;
        }
      }),
      fc
        .jsonValue()
        .map((value) => JSON.stringify(value))
        .filter((text) => !text.startsWith('{')),
      // An object with a bad value in a known field, or a field nobody knows.
      fc
        .record({
          field: fc.constantFrom(
            'kind',
            'page',
            'tab',
            'source',
            'medium',
            'campaign',
            'term',
            'landing',
            'paid',
            'calls',
            'seconds',
            'ip',
          ),
          value: anyValue,
        })
        .map(({ field, value }) => ({ kind: 'page_view', page: '/', tab, [field]: value }))
        .filter((event) => !wellFormedEvent(event, wellFormed))
        .map((event) => JSON.stringify(event)),
    );
    await fc.assert(
      fc.asyncProperty(malformed, async (body) => {
        const response = await ingest(body);
        expect(response.status, body).toBeGreaterThanOrEqual(400);
        expect(response.status, body).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await eventsOfTab(tab)).toEqual([]);
    expect((await ingest(pageView(tab))).status).toBe(204);
    expect(await eventsOfTab(tab)).toHaveLength(1);
  });

  it('judges each of a burst of events sent at once on its own: good ones stored, malformed and opted-out ones not', async () => {
    const tab = crypto.randomUUID();
    const burst = Array.from({ length: 40 }, (_, index) => {
      if (index % 4 === 1) return ingest(pageView(tab, { page: 'Not a path' }));
      if (index % 4 === 2) return ingest(pageView(tab), { 'Sec-GPC': '1' });
      return ingest(pageView(tab, { source: `burst-${index}` }));
    });
    const statuses = (await Promise.all(burst)).map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    const stored = (await eventsOfTab(tab)).map((row) => row.source).sort();
    const sentGood = Array.from({ length: 40 }, (_, index) => index)
      .filter((index) => index % 4 === 0 || index % 4 === 3)
      .map((index) => `burst-${index}`)
      .sort();
    expect(stored).toEqual(sentGood);
  });
});

/** Whether an event built by the property above is one ingest_event must accept (so it is not a malformed sample). */
function wellFormedEvent(event: Record<string, unknown>, basic: (event: Record<string, unknown>) => boolean): boolean {
  if (!basic(event)) return false;
  const text = (key: string, max: number) =>
    event[key] === undefined ||
    event[key] === null ||
    (typeof event[key] === 'string' &&
      event[key].length >= 1 &&
      [...event[key]].length <= max &&
      // eslint-disable-next-line no-control-regex -- control characters are what the database refuses
      !/[\u0000-\u001f\u007f-\u009f]/.test(event[key]));
  const path = (key: string) =>
    event[key] === undefined ||
    event[key] === null ||
    (typeof event[key] === 'string' && /^\/[a-z0-9/_-]{0,99}$/.test(event[key]));
  return (
    path('page') &&
    event.page !== null &&
    path('landing') &&
    ['source', 'medium', 'campaign', 'term'].every((key) => text(key, 200)) &&
    typeof event.tab === 'string' &&
    /^[0-9a-f-]{36}$/i.test(event.tab) &&
    (event.paid === undefined || typeof event.paid === 'boolean') &&
    event.calls === undefined &&
    event.seconds === undefined &&
    !('ip' in event)
  );
}

describe('stitching at conversion', () => {
  it("links the submitting tab's earlier events to the new lead, and that tab's later ones on arrival", async () => {
    const tab = crypto.randomUUID();
    await ingest(pageView(tab, { source: 'google', landing: '/roi', page: '/roi' }));
    await ingest(JSON.stringify({ kind: 'roi_results', page: '/roi', tab, calls: 2000 }));
    const marker = uniqueMarker('stitch');
    expect(
      (
        await rest('/rest/v1/contact_submissions', {
          method: 'POST',
          body: JSON.stringify({ ...submission(marker), tab_id: tab }),
        })
      ).status,
    ).toBe(201);
    await ingest(JSON.stringify({ kind: 'form_submitted', page: '/', tab }));
    const { data: lead } = await serviceClient()
      .from('contact_submissions')
      .select('id')
      .eq('business', marker)
      .single();
    const events = await eventsOfTab(tab);
    expect(events.map((event) => [event.kind, event.lead_id])).toEqual([
      ['page_view', lead?.id],
      ['roi_results', lead?.id],
      ['form_submitted', lead?.id],
    ]);
    const { client } = await adminClient();
    const journey = await client.rpc('lead_journey', { p_id: lead?.id ?? '' });
    expect(journey.data?.map((step: { kind: string }) => step.kind)).toEqual([
      'page_view',
      'roi_results',
      'form_submitted',
    ]);
  });

  it("a forged event cannot attach itself to a lead that is not its own tab's", async () => {
    const victimTab = crypto.randomUUID();
    const forgerTab = crypto.randomUUID();
    const bystanderTab = crypto.randomUUID();
    await ingest(pageView(bystanderTab));
    await ingest(pageView(victimTab));
    const marker = uniqueMarker('victim');
    await rest('/rest/v1/contact_submissions', {
      method: 'POST',
      body: JSON.stringify({ ...submission(marker), tab_id: victimTab }),
    });
    // The forger knows the lead exists but not the victim's tab id: its events carry its own.
    await ingest(pageView(forgerTab, { source: 'forged' }));
    await ingest(JSON.stringify({ kind: 'form_submitted', page: '/', tab: forgerTab }));
    expect((await eventsOfTab(forgerTab)).every((event) => event.lead_id === null)).toBe(true);
    // A request from another tab does not take the victim tab's events either.
    const other = uniqueMarker('other tab');
    await rest('/rest/v1/contact_submissions', {
      method: 'POST',
      body: JSON.stringify({ ...submission(other), tab_id: forgerTab }),
    });
    const { data: victim } = await serviceClient()
      .from('contact_submissions')
      .select('id')
      .eq('business', marker)
      .single();
    expect((await eventsOfTab(victimTab)).map((event) => event.lead_id)).toEqual([victim?.id]);
    // Another visitor's events, sent before either request, belong to neither.
    expect((await eventsOfTab(bystanderTab)).map((event) => event.lead_id)).toEqual([null]);
    // And a visitor can read no tab id back.
    const read = await rest(`/rest/v1/contact_submissions?select=tab_id&business=eq.${encodeURIComponent(marker)}`);
    expect(read.status).toBe(401);
  });
});

describe('the per-address limit on events', () => {
  let limited: StandIn;
  beforeAll(async () => {
    limited = await startStandIn({ port: 0, quiet: true, demoRequestLimits: { eventPerAddressLimit: 3 } });
  });
  afterAll(() => limited.stop());

  const ingestFrom = (from: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = request(
        new URL(`/rest/v1/rpc/ingest_event?apikey=${limited.anonKey}`, limited.url),
        { method: 'POST', localAddress: from, headers: { 'Content-Type': 'text/plain', 'User-Agent': browserAgent } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  it('refuses the fourth event a minute from one address with 429, and counts another address on its own', async () => {
    const tab = crypto.randomUUID();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await ingestFrom('127.0.0.2', pageView(tab)));
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await ingestFrom('127.0.0.3', pageView(tab))).toBe(204);
  });
});
