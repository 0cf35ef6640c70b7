import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

/**
 * A real supabase-js client for Node 20 tests: realtime needs a WebSocket implementation there, and each
 * client keeps its session in memory only, so tests never share or persist sign-ins.
 */
export function createNodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    realtime: { transport: ws },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A client that sends `token` as its bearer on every request, as a third-party auth setup does. */
export function createNodeClientWithToken(url: string, key: string, token: string): SupabaseClient {
  return createClient(url, key, { realtime: { transport: ws }, accessToken: async () => token });
}
