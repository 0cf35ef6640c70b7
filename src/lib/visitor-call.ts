import type { Database } from './database.types';
import { env } from './env';

type PublicFunctions = Database['public']['Functions'];

/** The functions a visitor's page calls without supabase-js (the voice page: its record and its activity). */
export type VisitorFunction = 'get_personalized_assistant' | 'record_voice_event' | 'record_voice_heartbeat';

/**
 * Calls one of the functions a visitor may execute with a plain `fetch` to its PostgREST endpoint, as the anon
 * role. The voice page's greeting waits for such a call, and supabase-js (about 45 kB gzipped, with its auth client)
 * would have to download and start first: here it never loads on the page. The apikey rides in the address, as the
 * site's funnel events do, and in the Authorization header PostgREST reads the role from. `keepalive` lets a call
 * made as the page closes still arrive. A refusal throws PostgREST's message, as supabase-js's `error` carries it.
 */
export async function callVisitorFunction<Name extends VisitorFunction>(
  name: Name,
  args: PublicFunctions[Name]['Args'],
  options: { keepalive?: boolean } = {},
): Promise<PublicFunctions[Name]['Returns']> {
  const response = await fetch(
    `${env.supabaseUrl}/rest/v1/rpc/${name}?apikey=${encodeURIComponent(env.supabaseAnonKey)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.supabaseAnonKey}` },
      body: JSON.stringify(args),
      credentials: 'omit',
      keepalive: options.keepalive ?? false,
    },
  );
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : `${name} answered ${response.status}`);
  }
  return body as PublicFunctions[Name]['Returns'];
}
