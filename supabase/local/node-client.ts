import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

// Node 20 has no global WebSocket, which realtime-js requires. ws implements the browser API at runtime,
// but its typings describe events with ws's own classes rather than the DOM's, hence the cast.
const transport = WebSocket as unknown as RealtimeTransport;

/** A real supabase-js client for Node tests; each keeps its session in memory only, so tests share no sign-in. */
export function createNodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A client that sends `token` as its bearer on every request, as a third-party auth setup does. */
export function createNodeClientWithToken(url: string, key: string, token: string): SupabaseClient {
  return createClient(url, key, { realtime: { transport }, accessToken: async () => token });
}
