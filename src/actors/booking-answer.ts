import type { BookedMeeting, BookingAnswer, Slot } from '../../machines/booking/booking';
import type { Json } from '../lib/database.types';

// The database's booking answers as the machines' types; a module of its own, so the staff panel reads them without
// the visitor's fetch helper (which would then be a chunk the voice page shares with the inbox).

export const record = (value: Json | undefined): Record<string, Json | undefined> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '');
export const instant = (value: Json | undefined): string => new Date(text(value)).toISOString();

/** A meeting as the database's jsonb names it (private.meeting_json). */
export function toBookedMeeting(value: Json | undefined): BookedMeeting {
  const row = record(value);
  return {
    id: text(row['id']),
    startsAt: instant(row['startsAt']),
    endsAt: instant(row['endsAt']),
    hostName: text(row['hostName']),
    status: row['status'] === 'cancelled' ? 'cancelled' : 'booked',
  };
}

const toSlot = (value: Json | undefined): Slot => {
  const row = record(value);
  return { startsAt: instant(row['startsAt']), endsAt: instant(row['endsAt']) };
};

export function toBookingAnswer(value: Json): BookingAnswer {
  const row = record(value);
  if (row['outcome'] === 'taken') {
    const nearest = row['nearest'];
    return { outcome: 'taken', nearest: Array.isArray(nearest) ? nearest.map(toSlot) : [] };
  }
  return {
    outcome: row['outcome'] === 'already_booked' ? 'already_booked' : 'booked',
    meeting: toBookedMeeting(row['meeting']),
  };
}
