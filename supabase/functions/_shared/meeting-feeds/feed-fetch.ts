import { addressKind, checkResolvedAddresses, feedHost, FeedRefused, type FeedAddressPolicy } from './feed-address.ts';

/** The limits of one feed's fetch: calendars of years of events run to a few megabytes, rarely more. */
export const feedLimits = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 3 };

export type FeedFetchDeps = {
  fetch: typeof fetch;
  /** Every address the host name resolves to (both families); each runtime brings its own resolver. */
  resolve: (host: string) => Promise<string[]>;
  policy: FeedAddressPolicy;
  limits?: typeof feedLimits;
};

/**
 * Fetches a calendar feed's text, refusing what could reach the internal network: the address's scheme, every
 * address its host resolves to, and each redirect's target are checked before the request; the answer must arrive
 * in time and within the size limit. Throws FeedRefused with a reason a staff member can act on.
 */
export async function fetchFeed(address: string, deps: FeedFetchDeps): Promise<string> {
  const limits = deps.limits ?? feedLimits;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = parseAddress(address);
  try {
    for (let redirects = 0; ; redirects++) {
      await checkUrl(url, deps);
      const response = await deps.fetch(url, {
        redirect: 'manual',
        signal,
        headers: { Accept: 'text/calendar, */*;q=0.5' },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (redirects >= limits.maxRedirects) throw new FeedRefused('The calendar address redirects too many times.');
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedRefused(`The calendar server answered ${response.status} ${response.statusText}`.trim() + '.');
      }
      return await readLimited(response, limits.maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedRefused) throw error;
    if (signal.aborted) throw new FeedRefused(`The calendar did not answer within ${limits.timeoutMs / 1000} seconds.`);
    throw new FeedRefused(
      `The calendar could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function parseAddress(address: string): URL {
  try {
    return new URL(address);
  } catch {
    throw new FeedRefused('The calendar address is not a web address.');
  }
}

async function checkUrl(url: URL, deps: FeedFetchDeps): Promise<void> {
  const host = feedHost(url, deps.policy);
  // An address written as an IP is checked as it is; a name is checked by everything it resolves to.
  const addresses = addressKind(host) === null ? await resolveHost(host, deps) : [host];
  checkResolvedAddresses(url, addresses, deps.policy);
}

async function resolveHost(host: string, deps: FeedFetchDeps): Promise<string[]> {
  try {
    return await deps.resolve(host);
  } catch {
    throw new FeedRefused(`The calendar's host ${host} could not be found.`);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new FeedRefused(`The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
