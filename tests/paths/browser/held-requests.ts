import type { Page, Route } from '@playwright/test';

/**
 * Holds every request to `pattern` until the path says how it ends: `release` lets the next one reach the stand-in,
 * `answer` answers it in the stand-in's place, `abort` drops it. Waits for the request when the page has not sent it yet.
 */
export async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  await page.route(pattern, (route) => {
    held.push(route);
  });
  async function next(): Promise<Route> {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const route = held.shift();
      if (route) return route;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no request to ${pattern} was sent`);
  }
  return {
    release: async () => (await next()).fallback(),
    answer: async (status: number, body: unknown) =>
      (await next()).fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
    /** As if the network were down. */
    abort: async () => (await next()).abort('connectionrefused'),
  };
}
