import type { Database } from './database.types';
import { env } from './env';

type PublicFunctions = Database['public']['Functions'];

/**
 * The functions a visitor's page calls without supabase-js (the voice page: its record and its activity; the
 * booking page: the free slots, booking one (and becoming a lead first), and the prospect's move and cancel links).
 */
export type VisitorFunction =
  | 'get_personalized_assistant'
  | 'record_voice_event'
  | 'record_voice_heartbeat'
  | 'booking_slots'
  | 'book_meeting'
  | 'request_and_book_meeting'
  | 'voice_call_meeting'
  | 'meeting_for_link'
  | 'reschedule_meeting'
  | 'cancel_meeting';

/** A refusal of the database, with its SQLSTATE (`P0002`: what the call names is not there), as PostgREST sends it. */
export class VisitorCallError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

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
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    throw new VisitorCallError(
      typeof message === 'string' ? message : `${name} answered ${response.status}`,
      typeof code === 'string' ? code : null,
    );
  }
  return body as PublicFunctions[Name]['Returns'];
}
