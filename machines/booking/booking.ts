/** A free time a prospect can book: ISO instants. */
export type Slot = { startsAt: string; endsAt: string };

/** A meeting as the prospect may see it: when, with whom, and its state. */
export type BookedMeeting = {
  id: string;
  startsAt: string;
  endsAt: string;
  hostName: string;
  status: 'booked' | 'cancelled';
};

/**
 * What the booking page is for, read from its address: booking for a lead (its key, from the demo form's success
 * view or the acknowledgement's personal link; null for a visitor without one), or moving a booked meeting through
 * the prospect's link.
 */
export type BookingPurpose = { kind: 'book'; leadKey: string | null } | { kind: 'reschedule'; token: string };

/** What a visitor without a lead gives on the page to become one: their name and email, nothing else. */
export type VisitorDetails = { firstName: string; lastName: string; email: string };

export const visitorDetailFields = [
  'firstName',
  'lastName',
  'email',
] as const satisfies readonly (keyof VisitorDetails)[];

/**
 * The demo request a booking makes for a visitor without a lead: its request id (which becomes the lead's key), the
 * details, and what the demo form's spam checks read (the hidden field's value and the time taken to fill).
 */
export type NewLead = { requestId: string; details: VisitorDetails; honeypot: string; fillMs: number };

/** What the page loads: the free slots and the meeting a move link is for. */
export type BookingPage = { slots: Slot[]; meeting: BookedMeeting | null };

/** The database's answer to a booking or a move. */
export type BookingAnswer =
  { outcome: 'booked' | 'already_booked'; meeting: BookedMeeting } | { outcome: 'taken'; nearest: Slot[] };

/** A link that no longer moves or cancels anything (used, changed, or never issued). */
export class BookingLinkRefusedError extends Error {
  readonly linkRefused = true;
}

/** Whether an event is the failure of a link that no longer works (the page says so; it is no fault to report). */
export const isLinkRefusal = (event: object): boolean =>
  'error' in event && event.error instanceof BookingLinkRefusedError;

export const sameSlot = (a: Slot | null, b: Slot | null): boolean =>
  a !== null && b !== null && a.startsAt === b.startsAt;
