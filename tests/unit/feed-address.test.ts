import { describe, expect, it } from 'vitest';
import { addressKind, FeedRefused } from '../../supabase/functions/_shared/meeting-feeds/feed-address.ts';
import { fetchFeed, type FeedFetchDeps } from '../../supabase/functions/_shared/meeting-feeds/feed-fetch.ts';

const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

/** A fetcher that answers each address from a table, recording what was asked; anything else is a failure. */
function fakeNetwork(answers: Record<string, () => Response>, names: Record<string, string[]> = {}) {
  const asked: string[] = [];
  const deps: FeedFetchDeps = {
    fetch: async (input) => {
      const url = String(input);
      asked.push(url);
      const answer = answers[url];
      if (!answer) throw new Error(`unexpected request to ${url}`);
      return answer();
    },
    resolve: async (host) => {
      const addresses = names[host];
      if (!addresses) throw new Error('ENOTFOUND');
      return addresses;
    },
    policy: { allowLoopback: false },
  };
  return { deps, asked };
}

const redirect = (location: string) => () => new Response(null, { status: 302, headers: { Location: location } });

describe('the calendar address guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.20.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['224.0.0.1', 'private'],
    ['fe80::1', 'private'],
    ['fd00::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['::', 'private'],
    ['8.8.8.8', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
  ])('classes %s as %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('fetches a public https address', async () => {
    const { deps } = fakeNetwork(
      { 'https://calendar.example/feed.ics': () => new Response(calendar) },
      { 'calendar.example': ['93.184.216.34'] },
    );
    await expect(fetchFeed('https://calendar.example/feed.ics', deps)).resolves.toBe(calendar);
  });

  it('refuses plain http in production', async () => {
    const { deps, asked } = fakeNetwork({}, { 'calendar.example': ['93.184.216.34'] });
    await expect(fetchFeed('http://calendar.example/feed.ics', deps)).rejects.toThrow(
      'The calendar address must start with https://.',
    );
    expect(asked).toEqual([]);
  });

  it.each(['https://10.0.0.5/feed.ics', 'https://[::1]/feed.ics', 'https://169.254.169.254/latest/meta-data'])(
    'refuses %s without asking it',
    async (address) => {
      const { deps, asked } = fakeNetwork({});
      await expect(fetchFeed(address, deps)).rejects.toThrow(/private or local network address/);
      expect(asked).toEqual([]);
    },
  );

  it('refuses a name when any of its addresses is private', async () => {
    const { deps, asked } = fakeNetwork({}, { 'sneaky.example': ['93.184.216.34', '192.168.0.10'] });
    await expect(fetchFeed('https://sneaky.example/feed.ics', deps)).rejects.toThrow(
      'The calendar address leads to 192.168.0.10, a private or local network address, which the server never fetches.',
    );
    expect(asked).toEqual([]);
  });

  it('refuses a redirect to a private address without following it', async () => {
    const { deps, asked } = fakeNetwork(
      { 'https://calendar.example/feed.ics': redirect('https://internal.example/admin') },
      { 'calendar.example': ['93.184.216.34'], 'internal.example': ['10.0.0.7'] },
    );
    await expect(fetchFeed('https://calendar.example/feed.ics', deps)).rejects.toThrow(/10\.0\.0\.7/);
    expect(asked).toEqual(['https://calendar.example/feed.ics']);
  });

  it('refuses a redirect to plain http or to a loopback address', async () => {
    const { deps } = fakeNetwork(
      {
        'https://a.example/feed.ics': redirect('http://a.example/feed.ics'),
        'https://b.example/feed.ics': redirect('https://127.0.0.1/feed.ics'),
      },
      { 'a.example': ['93.184.216.34'], 'b.example': ['93.184.216.35'] },
    );
    await expect(fetchFeed('https://a.example/feed.ics', deps)).rejects.toThrow(/https:\/\//);
    await expect(fetchFeed('https://b.example/feed.ics', deps)).rejects.toThrow(/127\.0\.0\.1/);
  });

  it('follows a redirect to another public address', async () => {
    const { deps } = fakeNetwork(
      {
        'https://a.example/feed.ics': redirect('/moved.ics'),
        'https://a.example/moved.ics': () => new Response(calendar),
      },
      { 'a.example': ['93.184.216.34'] },
    );
    await expect(fetchFeed('https://a.example/feed.ics', deps)).resolves.toBe(calendar);
  });

  it('stops after three redirects', async () => {
    const { deps } = fakeNetwork(
      { 'https://a.example/loop.ics': redirect('/loop.ics') },
      { 'a.example': ['93.184.216.34'] },
    );
    await expect(fetchFeed('https://a.example/loop.ics', deps)).rejects.toThrow('redirects too many times');
  });

  it('refuses a feed larger than the limit, announced or not', async () => {
    const limits = { maxBytes: 100, timeoutMs: 1000, maxRedirects: 3 };
    const big = 'x'.repeat(101);
    const { deps } = fakeNetwork(
      {
        'https://a.example/announced.ics': () => new Response(big, { headers: { 'Content-Length': '101' } }),
        'https://a.example/streamed.ics': () => new Response(new Blob([big]).stream()),
      },
      { 'a.example': ['93.184.216.34'] },
    );
    await expect(fetchFeed('https://a.example/announced.ics', { ...deps, limits })).rejects.toThrow(FeedRefused);
    await expect(fetchFeed('https://a.example/streamed.ics', { ...deps, limits })).rejects.toThrow(/larger than/);
  });

  it('gives up on a feed that does not answer in time', async () => {
    const limits = { maxBytes: 100, timeoutMs: 50, maxRedirects: 3 };
    const deps: FeedFetchDeps = {
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      resolve: async () => ['93.184.216.34'],
      policy: { allowLoopback: false },
      limits,
    };
    await expect(fetchFeed('https://slow.example/feed.ics', deps)).rejects.toThrow('did not answer within');
  });

  it('lets loopback through only where the policy allows it (the local stand-in)', async () => {
    const { deps } = fakeNetwork({ 'http://127.0.0.1:4000/feed.ics': () => new Response(calendar) });
    await expect(fetchFeed('http://127.0.0.1:4000/feed.ics', deps)).rejects.toThrow(FeedRefused);
    await expect(
      fetchFeed('http://127.0.0.1:4000/feed.ics', { ...deps, policy: { allowLoopback: true } }),
    ).resolves.toBe(calendar);
  });
});
