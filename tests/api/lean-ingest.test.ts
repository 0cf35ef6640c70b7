import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAnonKey, localJwtSecret, localServiceRoleKey, signJwt } from '../../supabase/local/jwt';
import { createLeanIngest } from '../../supabase/local/postgrest/lean-ingest';
import { startStandIn, type StandIn } from '../../supabase/local/server';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(
  base: string,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer,
  localAddress = '127.0.0.1',
  method = 'POST',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { method, headers, localAddress, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const { date: _date, ...kept } = response.headers;
        resolve({ status: response.statusCode ?? 0, headers: kept, body: text });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const browser = {
  'Content-Type': 'text/plain;charset=UTF-8',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120',
};

describe('the site events’ lean path', () => {
  let server: StandIn;
  const tab = crypto.randomUUID();
  const event = (extra: Record<string, unknown> = {}) =>
    JSON.stringify({ kind: 'page_view', page: '/', tab, ...extra });

  // The migration's own per-address limit (120 a minute), so the 429 is the real one.
  beforeAll(async () => {
    server = await startStandIn({ port: 0, quiet: true, demoRequestLimits: {} });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers every kind of event request exactly as the generic PostgREST layer does', async () => {
    const postgresRole = await signJwt(localJwtSecret, { role: 'postgres' });
    const key = `apikey=${server.anonKey}`;
    const cases: [string, Record<string, string>, string | Buffer][] = [
      [`?${key}`, browser, event()],
      ['', { ...browser, apikey: server.anonKey }, event()],
      ['', browser, event()],
      ['', { ...browser, Authorization: `Bearer ${localServiceRoleKey}` }, event()],
      ['', { ...browser, Authorization: `Bearer ${postgresRole}` }, event()],
      ['?apikey=nope', browser, event()],
      [`?${key}`, { ...browser, apikey: 'x.y.z' }, event()],
      [`?${key}`, browser, '{"kind":'],
      [`?${key}`, browser, event({ unknown: 1 })],
      [`?${key}`, browser, event({ source: '' })],
      [`?${key}`, browser, event({ source: 'x'.repeat(3000) })],
      [`?${key}`, browser, ''],
      [`?${key}`, browser, Buffer.from([0x7b, 0xff, 0x7d])],
      [`?${key}`, { ...browser, 'Content-Profile': 'other' }, event()],
      [`?${key}`, { ...browser, 'Content-Type': 'TEXT/PLAIN' }, event()],
      [`?${key}`, { ...browser, Origin: 'https://example.com', 'Sec-GPC': '1' }, event()],
      [`?${key}`, { ...browser, 'User-Agent': 'Googlebot/2.1' }, event()],
      [`?${key}`, browser, 'x'.repeat(1024 * 1024 + 1)],
    ];
    for (const [query, headers, body] of cases) {
      // Spelled with an escape, the same call misses the lean path and goes through Hono's route.
      const generic = await send(server.url, `/rest/v1/rpc/ingest%5Fevent${query}`, headers, body);
      const lean = await send(server.url, `/rest/v1/rpc/ingest_event${query}`, headers, body);
      expect({ query, headers, lean }).toEqual({ query, headers, lean: generic });
    }

    // The per-address limit: the 121st event of a minute from one address, on either path.
    let last: Answer | undefined;
    for (let sent = 0; sent < 120; sent++)
      last = await send(server.url, `/rest/v1/rpc/ingest_event?${key}`, browser, event(), '127.0.0.44');
    expect(last?.status).toBe(204);
    const lean = await send(server.url, `/rest/v1/rpc/ingest_event?${key}`, browser, event(), '127.0.0.44');
    const generic = await send(server.url, `/rest/v1/rpc/ingest%5Fevent?${key}`, browser, event(), '127.0.0.44');
    expect(lean.status).toBe(429);
    expect(lean).toEqual(generic);
  });

  it('takes only text/plain POSTs to ingest_event and leaves every other request to Hono', async () => {
    const taken: string[] = [];
    const lean = createLeanIngest({
      jwtSecret: localJwtSecret,
      runIngest: async (_caller, _request, body) => {
        taken.push(body);
        return null;
      },
      log: null,
    });
    const fallback: Server = createServer((incoming, response) => {
      if (!lean(incoming, response)) response.writeHead(299).end();
    });
    await new Promise<void>((resolve) => fallback.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(fallback.address() as AddressInfo).port}`;
    try {
      const statuses = {
        plain: (await send(base, '/rest/v1/rpc/ingest_event', browser, 'a')).status,
        query: (await send(base, `/rest/v1/rpc/ingest_event?apikey=${localAnonKey}`, browser, 'b')).status,
        json: (await send(base, '/rest/v1/rpc/ingest_event', { 'Content-Type': 'application/json' }, '{}')).status,
        get: (await send(base, '/rest/v1/rpc/ingest_event', browser, '', '127.0.0.1', 'GET')).status,
        slash: (await send(base, '/rest/v1/rpc/ingest_event/', browser, 'c')).status,
        other: (await send(base, '/rest/v1/rpc/other_function', browser, 'd')).status,
        prefix: (await send(base, '/rest/v1/rpc/ingest_events', browser, 'e')).status,
      };
      expect(statuses).toEqual({ plain: 204, query: 204, json: 299, get: 299, slash: 299, other: 299, prefix: 299 });
      expect(taken).toEqual(['a', 'b']);
    } finally {
      await new Promise((resolve) => fallback.close(resolve));
    }
  });
});
