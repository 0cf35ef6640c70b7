import { describe, expect, it } from 'vitest';
import { createErrorTunnel, maxEnvelopeBytes, tunnelTarget } from '../../src/hosting/error-tunnel';

const dsn = 'https://publickey@o123.ingest.sentry.io/4567';
const envelope = (named: string, event = '{"message":"hi"}') =>
  `${JSON.stringify({ event_id: 'e1', dsn: named })}\n{"type":"event"}\n${event}\n`;

/** A tunnel whose ingest records what it was sent and answers 200. */
function tunnel(ingest: (url: string, init: RequestInit) => Response = () => new Response('{"id":"e1"}')) {
  const forwarded: { url: string; init: RequestInit }[] = [];
  const handle = createErrorTunnel(dsn, async (url, init) => {
    forwarded.push({ url: String(url), init: init ?? {} });
    return ingest(String(url), init ?? {});
  });
  return { handle, forwarded };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('https://www.example.com/api/errors', { method: 'POST', body, headers });

describe('the error tunnel', () => {
  it("forwards an envelope of its own DSN to that project's ingest, byte for byte, with none of the visitor's headers", async () => {
    const { handle, forwarded } = tunnel();
    const body = envelope(dsn);
    const answer = await handle(post(body, { 'X-Forwarded-For': '203.0.113.9', Cookie: 'a=b', 'User-Agent': 'x' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: 'e1' });
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]?.url).toBe('https://o123.ingest.sentry.io/api/4567/envelope/');
    expect(forwarded[0]?.init.headers).toEqual({ 'Content-Type': 'application/x-sentry-envelope' });
    expect(new TextDecoder().decode(forwarded[0]?.init.body as Uint8Array)).toBe(body);
  });

  it.each([
    ['another project', 'https://publickey@o123.ingest.sentry.io/9999'],
    ['another host', 'https://publickey@evil.example/4567'],
    ['another key', 'https://otherkey@o123.ingest.sentry.io/4567'],
    ['no DSN at all', 'not a dsn'],
  ])('refuses an envelope for %s (403) and forwards nothing', async (_, named) => {
    const { handle, forwarded } = tunnel();
    expect((await handle(post(envelope(named)))).status).toBe(403);
    expect(forwarded).toEqual([]);
  });

  it.each([
    ['an empty body', ''],
    ['a body that is not JSON', 'hello\nworld'],
    ['a header without a dsn', '{"event_id":"e1"}\n{"type":"event"}\n{}'],
    ['a header that is not an object', '"text"\n'],
  ])('answers %s with 400', async (_, body) => {
    const { handle, forwarded } = tunnel();
    const answer = await handle(post(body));
    expect(answer.status).toBe(400);
    expect((await answer.json()) as { error: string }).toHaveProperty('error');
    expect(forwarded).toEqual([]);
  });

  it(`refuses a body over ${maxEnvelopeBytes} bytes with 413, whether or not it says its length`, async () => {
    const { handle, forwarded } = tunnel();
    const big = envelope(dsn, JSON.stringify({ message: 'x'.repeat(maxEnvelopeBytes) }));
    expect((await handle(post(big, { 'Content-Length': String(big.length) }))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = new Request('https://www.example.com/api/errors', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handle(streamed)).status).toBe(413);
    expect(forwarded).toEqual([]);
  });

  it('takes an envelope of exactly the limit', async () => {
    const { handle } = tunnel();
    const head = envelope(dsn, '');
    const body = head + 'x'.repeat(maxEnvelopeBytes - new TextEncoder().encode(head).byteLength);
    expect((await handle(post(body))).status).toBe(200);
  });

  it('answers anything but POST with 405', async () => {
    const { handle } = tunnel();
    const answer = await handle(new Request('https://www.example.com/api/errors'));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('POST');
  });

  it('passes on what the ingest answers, and 502 when it cannot be reached', async () => {
    expect((await tunnel(() => new Response('{}', { status: 429 })).handle(post(envelope(dsn)))).status).toBe(429);
    const unreachable = createErrorTunnel(dsn, () => Promise.reject(new TypeError('fetch failed')));
    expect((await unreachable(post(envelope(dsn)))).status).toBe(502);
  });

  it('refuses everything when the build has no DSN', async () => {
    const off = createErrorTunnel(undefined);
    expect((await off(post(envelope(dsn)))).status).toBe(404);
  });
});

describe("a DSN's ingest", () => {
  it('is /api/<project>/envelope/ on its host, below its path if it has one', () => {
    expect(tunnelTarget('http://local@127.0.0.1:54321/1').ingestUrl).toBe('http://127.0.0.1:54321/api/1/envelope/');
    expect(tunnelTarget('https://k@glitchtip.example.com/sub/7').ingestUrl).toBe(
      'https://glitchtip.example.com/sub/api/7/envelope/',
    );
  });

  it('needs a key and a numeric project', () => {
    expect(() => tunnelTarget('https://o123.ingest.sentry.io/4567')).toThrow();
    expect(() => tunnelTarget('https://k@o123.ingest.sentry.io/abc')).toThrow();
  });
});
