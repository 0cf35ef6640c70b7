import { serviceHeaders } from '../service-headers.ts';
import type { FeedStore } from './feed-worker.ts';

/** The feeds and their outcomes over PostgREST with the service-role key. */
export function feedStore(supabaseUrl: string, serviceRoleKey: string, fetcher: typeof fetch): FeedStore {
  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await fetcher(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: serviceHeaders(serviceRoleKey),
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
    return text === '' ? null : JSON.parse(text);
  }
  return {
    async due() {
      const rows = (await rpc('meeting_feeds_due', {})) as {
        user_id: string;
        url: string;
        time_zone: string;
        from_at: string;
        until_at: string;
      }[];
      return rows.map((row) => ({
        userId: row.user_id,
        url: row.url,
        timeZone: row.time_zone,
        from: new Date(row.from_at),
        until: new Date(row.until_at),
      }));
    },
    async record(feed, outcome) {
      await rpc('record_meeting_feed', {
        p_user_id: feed.userId,
        p_url: feed.url,
        p_busy: 'busy' in outcome ? outcome.busy : null,
        p_error: 'error' in outcome ? outcome.error : null,
      });
    },
  };
}
