import type { Slot } from '../booking/booking';

/** Who booked a meeting: the prospect on /book, the assistant in a call, or staff on the prospect's behalf. */
export type MeetingBooker = 'visitor' | 'assistant' | 'staff';

/** A lead's meeting as staff see it: when (read in the host's zone), with whom, how it was booked, its state. */
export type LeadMeeting = {
  id: string;
  startsAt: string;
  endsAt: string;
  hostName: string;
  hostTimeZone: string;
  bookedBy: MeetingBooker;
  status: 'booked' | 'cancelled';
};

/** What staff asked for: a time for a lead without a meeting, or a new time for the one booked. */
export type MeetingChange = { leadId: string; meetingId: string | null; slot: Slot };

/** The database's answer to a staff booking or move: done, or the time was taken and these are nearest. */
export type MeetingChangeAnswer = { outcome: 'booked' } | { outcome: 'taken'; nearest: Slot[] };
