import { slotInFull } from '../../machines/booking/slot-days';
import { detectedTimeZone } from '../lib/time-zones';
import { m } from '../paraglide/messages.js';
import { getLocale } from '../paraglide/runtime.js';

/** What the offline demo voice says first, in the page's language. */
export const offlineGreeting = (): string => m.offline_greeting();

/** Its replies, said in turn, in the page's language. */
export const offlineReplies = (): string[] => [
  m.offline_reply_1(),
  m.offline_reply_2(),
  m.offline_reply_3(),
  m.offline_reply_4(),
];

export const replyAt = (turn: number): string => {
  const replies = offlineReplies();
  return replies[turn % replies.length] ?? m.offline_reply_1();
};

/** How the offline voice writes down a visitor's turn: it hears that someone speaks, never what. */
export const offlineVisitorTurn = (): string => m.offline_visitor_turn();

/** The summary of an offline call, in the page's language, saying plainly that it understood nothing. */
export const offlineCallSummary = (turns: number): string => m.offline_call_summary({ turns });

/** A meeting time as the offline voice says it: in the visitor's zone and the page's language. */
const spokenTime = (startsAt: string): string => slotInFull(startsAt, detectedTimeZone(), getLocale());

/** It offers the first free time (the assistant's list_free_slots tool gave it). */
export const offlineOffer = (startsAt: string): string => m.offline_offer({ time: spokenTime(startsAt) });

/** It booked the offered time (its book_meeting tool said booked, or that the lead already had one). */
export const offlineBooked = (startsAt: string, host: string): string =>
  m.offline_booked({ time: spokenTime(startsAt), host });

/** No free time to offer, or the booking did not go through: the team gets back to the visitor. */
export const offlineNoBooking = (): string => m.offline_no_booking();
