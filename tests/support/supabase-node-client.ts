import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

// Node 20 has no global WebSocket, which realtime-js requires. ws's first constructor overload takes
// `null`, which hides from TypeScript the (address, protocols) one realtime-js calls, hence this subclass.
class NodeWebSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(address, protocols);
  }
}

/** A real supabase-js client for Node tests; each keeps its session in memory only, so tests share no sign-in. */
export function createNodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    realtime: { transport: NodeWebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A client that sends `token` as its bearer on every request, as a third-party auth setup does. */
export function createNodeClientWithToken(url: string, key: string, token: string): SupabaseClient {
  return createClient(url, key, { realtime: { transport: NodeWebSocket }, accessToken: async () => token });
}
