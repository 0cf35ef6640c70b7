import { fromPromise } from 'xstate';
import {
  BookingLinkRefusedError,
  type BookedMeeting,
  type BookingAnswer,
  type BookingPage,
  type BookingPurpose,
  type Slot,
} from '../../machines/booking/booking';
import type { BookSlotInput } from '../../machines/booking/booking.machine';
import { getLocale } from '../paraglide/runtime.js';
import { readVisit } from '../lib/visit-store';
import { visitColumns } from '../lib/visit-columns';
import { callVisitorFunction, VisitorCallError } from '../lib/visitor-call';
import { reportMachineFailure } from './report-failure';
import { instant, record, toBookedMeeting, toBookingAnswer } from './booking-answer';

/** A refusal that says the link or lead key names nothing (any more) is the page's "link no longer works". */
async function visitorCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof VisitorCallError && error.code === 'P0002') throw new BookingLinkRefusedError(error.message);
    throw error;
  }
}

async function freeSlots(rescheduleToken: string | null): Promise<Slot[]> {
  const rows = await callVisitorFunction(
    'booking_slots',
    rescheduleToken ? { p_reschedule_token: rescheduleToken } : {},
  );
  return rows.map((row) => ({ startsAt: instant(row.starts_at), endsAt: instant(row.ends_at) }));
}

async function loadPage(purpose: BookingPurpose): Promise<BookingPage> {
  if (purpose.kind === 'book') return { slots: await freeSlots(null), meeting: null };
  const [meeting, slots] = await Promise.all([
    callVisitorFunction('meeting_for_link', { p_token: purpose.token }),
    freeSlots(purpose.token),
  ]);
  return { slots, meeting: toBookedMeeting(meeting) };
}

async function bookSlot({ purpose, slot, newLead }: BookSlotInput): Promise<BookingAnswer> {
  if (purpose.kind === 'reschedule') {
    return toBookingAnswer(
      await callVisitorFunction('reschedule_meeting', { p_token: purpose.token, p_starts_at: slot.startsAt }),
    );
  }
  if (newLead !== null) {
    // The same request a demo form sends, bar the phone and business: the database screens, limits and alerts it.
    return toBookingAnswer(
      await callVisitorFunction('request_and_book_meeting', {
        p_request_id: newLead.requestId,
        p_first_name: newLead.details.firstName,
        p_last_name: newLead.details.lastName,
        p_email: newLead.details.email,
        p_locale: getLocale(),
        p_honeypot: newLead.honeypot,
        p_fill_ms: newLead.fillMs,
        p_visit: visitColumns(readVisit()),
        p_starts_at: slot.startsAt,
      }),
    );
  }
  if (purpose.leadKey === null) throw new BookingLinkRefusedError('No lead to book for');
  return toBookingAnswer(
    await callVisitorFunction('book_meeting', { p_lead_key: purpose.leadKey, p_starts_at: slot.startsAt }),
  );
}

/** The booking page's effects: plain calls to the visitor's functions, without supabase-js. */
export const bookingActors = {
  actors: {
    loadPage: fromPromise<BookingPage, BookingPurpose>(({ input }) => visitorCall(() => loadPage(input))),
    bookSlot: fromPromise<BookingAnswer, BookSlotInput>(({ input }) => visitorCall(() => bookSlot(input))),
  },
  actions: { reportFailure: reportMachineFailure },
};

/** The cancel link's effects. */
export const meetingCancelActors = {
  actors: {
    loadMeeting: fromPromise<BookedMeeting, { token: string }>(({ input }) =>
      visitorCall(async () => toBookedMeeting(await callVisitorFunction('meeting_for_link', { p_token: input.token }))),
    ),
    cancelMeeting: fromPromise<BookedMeeting, { token: string }>(({ input }) =>
      visitorCall(async () => {
        const answer = record(await callVisitorFunction('cancel_meeting', { p_token: input.token }));
        return toBookedMeeting(answer['meeting']);
      }),
    ),
  },
  actions: { reportFailure: reportMachineFailure },
};
