import type { Page, Request, Route } from '@playwright/test';

type HoldOptions = {
  /** Which of the requests to `pattern` to hold; the others go on to the stand-in. */
  when?: (request: Request) => boolean;
  /**
   * Answer only the newest held request and drop the older ones: the page gave up on them when it asked again
   * (a list that reloads for a new view aborts the load under way).
   */
  newest?: boolean;
};

/**
 * Holds every request to `pattern` until the path says how it ends: `release` lets the next one reach the stand-in,
 * `answer` answers it in the stand-in's place, `abort` drops it. Waits for the request when the page has not sent it
 * yet; `matching` picks one by its URL (e.g. the save of one lead among several), `since` one held after a `mark`
 * (e.g. the read a step caused, where an earlier identical one is still held).
 */
export async function holdRequests(page: Page, pattern: string, { when, newest = false }: HoldOptions = {}) {
  let held: Array<{ route: Route; seq: number }> = [];
  let count = 0;
  await page.route(pattern, async (route) => {
    if (when && !when(route.request())) return route.fallback();
    held.push({ route, seq: count++ });
  });
  async function next(matching: (url: string) => boolean, since: number): Promise<Route> {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const candidates = held.filter(({ route, seq }) => seq >= since && matching(route.request().url()));
      const chosen = newest ? candidates.at(-1) : candidates[0];
      if (chosen) {
        const dropped = newest ? candidates.slice(0, -1) : [];
        held = held.filter((other) => other !== chosen && !dropped.includes(other));
        await Promise.all(dropped.map((stale) => stale.route.abort().catch(() => {})));
        return chosen.route;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no request to ${pattern} was sent`);
  }
  const any = (_url: string) => true;
  return {
    /** How many requests have been held so far, for `since`. */
    mark: () => count,
    release: async (matching = any) => (await next(matching, 0)).fallback(),
    answer: async (status: number, body: unknown, { matching = any, headers = {}, since = 0 } = {}) =>
      (await next(matching, since)).fulfill({
        status,
        headers,
        contentType: 'application/json',
        body: JSON.stringify(body),
      }),
    /** As if the network were down. */
    abort: async (matching = any) => (await next(matching, 0)).abort('connectionrefused'),
  };
}
