import { serviceHeaders } from '../service-headers.ts';
import type { BookingToolStore } from './booking-tools.ts';

/** The assistant's booking tools over PostgREST with the service-role key. */
export function bookingToolStore(supabaseUrl: string, serviceRoleKey: string, fetcher: typeof fetch): BookingToolStore {
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
    async freeSlots() {
      const rows = (await rpc('booking_slots', {})) as { starts_at: string; ends_at: string }[];
      return rows.map((row) => ({
        startsAt: new Date(row.starts_at).toISOString(),
        endsAt: new Date(row.ends_at).toISOString(),
      }));
    },
    book: (voiceCallId, startsAt) =>
      rpc('assistant_book_meeting', { p_voice_call_id: voiceCallId ?? '', p_starts_at: startsAt }),
  };
}
