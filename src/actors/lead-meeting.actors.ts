import { fromPromise } from 'xstate';
import type { Slot } from '../../machines/booking/booking';
import type {
  LeadMeeting,
  MeetingBooker,
  MeetingChange,
  MeetingChangeAnswer,
} from '../../machines/lead-meeting/lead-meeting';
import { loadSupabase } from '../lib/load-supabase';
import { toBookingAnswer } from './booking-answer';

const bookers: readonly MeetingBooker[] = ['visitor', 'assistant', 'staff'];

/** The lead's latest meeting with its host's name and zone (two reads: the stand-in speaks no embedding). */
export async function fetchLeadMeeting(leadId: string): Promise<LeadMeeting | null> {
  const db = await loadSupabase();
  const { data, error } = await db
    .from('meetings')
    .select('id, starts_at, ends_at, status, booked_by, host_id')
    .eq('submission_id', leadId)
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  const [row] = data;
  if (!row) return null;
  const { data: hosts, error: hostError } = await db
    .from('meeting_hosts')
    .select('display_name, time_zone')
    .eq('user_id', row.host_id);
  if (hostError) throw new Error(hostError.message);
  const [host] = hosts;
  return {
    id: row.id,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    hostName: host?.display_name ?? '',
    hostTimeZone: host?.time_zone ?? 'UTC',
    bookedBy: bookers.find((booker) => booker === row.booked_by) ?? 'staff',
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
  };
}

async function freeSlots(): Promise<Slot[]> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('booking_slots', {});
  if (error) throw new Error(error.message);
  return data.map((row) => ({
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
  }));
}

async function changeMeeting({ leadId, meetingId, slot }: MeetingChange): Promise<MeetingChangeAnswer> {
  const db = await loadSupabase();
  const { data, error } =
    meetingId === null
      ? await db.rpc('staff_book_meeting', { p_submission_id: leadId, p_starts_at: slot.startsAt })
      : await db.rpc('staff_move_meeting', { p_meeting_id: meetingId, p_starts_at: slot.startsAt });
  if (error) throw new Error(error.message);
  const answer = toBookingAnswer(data);
  return answer.outcome === 'taken' ? answer : { outcome: 'booked' };
}

async function cancelMeeting(meetingId: string): Promise<void> {
  const db = await loadSupabase();
  const { error } = await db.rpc('staff_cancel_meeting', { p_meeting_id: meetingId });
  if (error) throw new Error(error.message);
}

export const leadMeetingActors = {
  loadMeeting: fromPromise<LeadMeeting | null, { leadId: string }>(({ input }) => fetchLeadMeeting(input.leadId)),
  loadSlots: fromPromise<Slot[], { leadId: string }>(() => freeSlots()),
  changeMeeting: fromPromise<MeetingChangeAnswer, MeetingChange>(({ input }) => changeMeeting(input)),
  cancelMeeting: fromPromise<void, { meetingId: string }>(({ input }) => cancelMeeting(input.meetingId)),
};
