import { isbot } from 'isbot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../supabase/local/database';
import { postgresBotPattern } from '../support/bot-pattern';

let db: PGlite;

beforeAll(async () => {
  ({ db } = await openDatabase(null));
});
afterAll(() => db.close());

const agents = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.43 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'curl/8.4.0',
  'python-requests/2.31.0',
  'node',
  'Go-http-client/1.1',
  'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1)',
  'Mozilla/5.0 foo-bar.baz',
];

describe("the database's bot list", () => {
  it("is the installed isbot's list (after an isbot upgrade, a new migration updates site_event_settings.bot_pattern)", async () => {
    const { rows } = await db.query<{ bot_pattern: string }>('select bot_pattern from private.site_event_settings');
    expect(rows[0]?.bot_pattern).toBe(postgresBotPattern());
  });

  it.each(agents)('judges %s as isbot does', async (agent) => {
    const { rows } = await db.query<{ bot: boolean }>(
      'select $1 ~* (select bot_pattern from private.site_event_settings) as bot',
      [agent],
    );
    expect(rows[0]?.bot).toBe(isbot(agent));
  });
});
