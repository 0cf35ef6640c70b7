import { describe, expect, it } from 'vitest';
import { leavingEnvelope, stackFrames, type LeavingPage } from '../../src/errors/leaving-envelope';

const slug = 'acme-dental-private';
const page: LeavingPage = {
  dsn: 'https://key@o1.ingest.example/2',
  release: 'site@abc123',
  environment: 'production',
  fallbackRoute: '/ai-phone-caller/$slug',
  location: { origin: 'https://www.example.com', pathname: `/ai-phone-caller/${slug}`, search: '?q=leeds', hash: '' },
  userAgent: 'Mozilla/5.0 Test',
};
const eventId = 'a'.repeat(32);
const now = new Date('2026-11-27T20:00:00Z');

const chromiumStack = [
  'Error: boom',
  '    at explode (https://www.example.com/assets/app-1.js?v=ada%40b.example:10:20)',
  '    at https://www.example.com/assets/main-2.js:3:4',
].join('\n');

/** The three lines of an envelope, parsed. */
function parse(envelope: string) {
  const [header, item, event, rest] = envelope.split('\n');
  expect(rest).toBe('');
  return {
    header: JSON.parse(header ?? '') as Record<string, unknown>,
    item: JSON.parse(item ?? '') as Record<string, unknown>,
    event: JSON.parse(event ?? '') as {
      level: string;
      tags: Record<string, string>;
      transaction: string;
      request: { url: string };
      exception: { values: { type: string; value: string; stacktrace?: { frames: Record<string, unknown>[] } }[] };
    },
  };
}

describe('a report still queued when the visitor leaves', () => {
  it('reads the frames of a Chromium stack, oldest first', () => {
    expect(stackFrames(chromiumStack)).toEqual([
      expect.objectContaining({
        function: '?',
        filename: 'https://www.example.com/assets/main-2.js',
        lineno: 3,
        colno: 4,
      }),
      expect.objectContaining({ function: 'explode', lineno: 10, colno: 20 }),
    ]);
  });

  it('reads the frames of a Firefox or Safari stack', () => {
    expect(stackFrames('explode@https://www.example.com/assets/app-1.js:10:20\n@https://x.example/m.js:1:2\n')).toEqual(
      [
        expect.objectContaining({ function: '?', filename: 'https://x.example/m.js', lineno: 1, colno: 2 }),
        expect.objectContaining({ function: 'explode', filename: 'https://www.example.com/assets/app-1.js' }),
      ],
    );
  });

  it('leaves as an envelope of the build’s DSN that the tunnel forwards, with its message, stack and route', () => {
    const error = new Error(`could not open ${slug} for ada@b.example`);
    error.stack = chromiumStack;
    const { header, item, event } = parse(
      leavingEnvelope({ source: 'uncaught', error, page: undefined }, eventId, now, page),
    );
    expect(header).toEqual({ event_id: eventId, sent_at: now.toISOString(), dsn: page.dsn });
    expect(item).toEqual({ type: 'event' });
    const [exception] = event.exception.values;
    expect(exception?.type).toBe('Error');
    expect(exception?.value).toBe('could not open [redacted] for [email]');
    expect(exception?.stacktrace?.frames).toHaveLength(2);
    expect(event.transaction).toBe('/ai-phone-caller/$slug');
    expect(event.request.url).toBe('https://www.example.com/ai-phone-caller/$slug');
  });

  it('is scrubbed as the SDK scrubs: no slug, search, email or query in any of its text', () => {
    const error = new Error('boom');
    error.stack = chromiumStack;
    const envelope = leavingEnvelope(
      { source: 'failure', error, context: { machine: 'voicePage', state: 'loading' }, page: undefined },
      eventId,
      now,
      page,
    );
    for (const secret of [slug, 'leeds', 'ada', '?v=']) expect(envelope).not.toContain(secret);
    expect(parse(envelope).event.tags).toMatchObject({ machine: 'voicePage', state: 'loading' });
  });

  it('names the route the app described, and carries a thrown value that is not an Error', () => {
    const { event } = parse(
      leavingEnvelope(
        { source: 'rejection', error: 'plain text', page: { route: '/roi', params: [] } },
        eventId,
        now,
        page,
      ),
    );
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'plain text' });
    expect(event.tags['route']).toBe('/roi');
  });
});
