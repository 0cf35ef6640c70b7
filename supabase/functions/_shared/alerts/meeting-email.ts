import type { AlertJob, MeetingKind } from './alert-job.ts';
import type { EmailAttachment, EmailMessage, MessageContext } from './alert-messages.ts';
import { meetingWordingIn } from './meeting-wording.ts';
import { escapeHtml, oneLine } from './safe-text.ts';

/** What the database says about the meeting a meeting email announces (`meeting_email`). */
export type MeetingEmailFacts = {
  uid: string;
  sequence: number;
  status: 'booked' | 'cancelled';
  startsAt: string;
  endsAt: string;
  hostName: string;
  hostEmail: string;
  hostTimeZone: string;
  prospectName: string;
  prospectEmail: string;
  rescheduleToken: string;
  cancelToken: string;
  /** The lead's language code: the prospect's emails are written in it. */
  locale: string;
  /** The staff member's own copy: no links to move or cancel, the prospect's details instead. */
  forHost: boolean;
};

/**
 * An iCalendar invitation as plain data in the shape ical-generator takes (`ical(data).toString()`), so the rules
 * live here and each runtime hands the data to the library it imports (the Edge Function's index.ts, the stand-in).
 * Times are UTC instants (no time zone set, so the file says …Z).
 */
export type CalendarData = {
  prodId: { company: string; product: string };
  method: 'REQUEST' | 'CANCEL';
  events: {
    id: string;
    sequence: number;
    stamp: Date;
    start: Date;
    end: Date;
    summary: string;
    description: string;
    status: 'CONFIRMED' | 'CANCELLED';
    organizer: { name: string; email: string };
    attendees: { name: string; email: string; rsvp: boolean; status: 'NEEDS-ACTION'; role: 'REQ-PARTICIPANT' }[];
  }[];
};

/** Writes the iCalendar text of an invitation; given by the runtime (see CalendarData). */
export type CalendarWriter = (data: CalendarData) => string;

/** "Tuesday 1 December 2026, 10:00 UTC" in the zone and locale given; an unknown zone falls back to UTC. */
export function meetingTime(iso: string, timeZone: string, locale = 'en-GB'): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

/** The prospect's links: each does one thing, and stops working once the meeting changes. */
export const meetingLinks = (context: MessageContext, facts: MeetingEmailFacts) => ({
  reschedule: `${context.siteUrl}/book?reschedule=${encodeURIComponent(facts.rescheduleToken)}`,
  cancel: `${context.siteUrl}/book?cancel=${encodeURIComponent(facts.cancelToken)}`,
});

/** The words of one side's emails: the prospect's language, or English for the staff member's copy. */
const wordsFor = (facts: MeetingEmailFacts) => meetingWordingIn(facts.forHost ? 'en' : facts.locale);

export function calendarData(facts: MeetingEmailFacts, context: MessageContext): CalendarData {
  const cancelled = facts.status === 'cancelled';
  return {
    prodId: { company: context.brand, product: 'Demo meetings' },
    method: cancelled ? 'CANCEL' : 'REQUEST',
    events: [
      {
        id: facts.uid,
        sequence: facts.sequence,
        stamp: new Date(context.now),
        start: new Date(facts.startsAt),
        end: new Date(facts.endsAt),
        summary: `${context.brand} demo: ${oneLine(facts.prospectName, 120)} and ${oneLine(facts.hostName, 120)}`,
        description: wordsFor(facts).words.description(context.brand),
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
        organizer: { name: oneLine(facts.hostName, 120), email: facts.hostEmail },
        attendees: [
          {
            name: oneLine(facts.prospectName, 120),
            email: facts.prospectEmail,
            rsvp: true,
            status: 'NEEDS-ACTION',
            role: 'REQ-PARTICIPANT',
          },
        ],
      },
    ],
  };
}

/** The attachment calendars read: `text/calendar` with the invitation's method, as iTIP asks. */
export function calendarAttachment(facts: MeetingEmailFacts, context: MessageContext, write: CalendarWriter) {
  const data = calendarData(facts, context);
  const attachment: EmailAttachment = {
    filename: data.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: base64(write(data)),
    contentType: `text/calendar; method=${data.method}; charset=UTF-8`,
  };
  return attachment;
}

const base64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** The email of one meeting job: the invitation or cancellation (with its calendar file), or a reminder. */
export function meetingEmailFor(
  job: AlertJob & { kind: MeetingKind },
  facts: MeetingEmailFacts,
  context: MessageContext,
  write: CalendarWriter,
): EmailMessage {
  const zone = facts.forHost ? facts.hostTimeZone : 'UTC';
  const { lang, words } = wordsFor(facts);
  const when = meetingTime(facts.startsAt, zone, words.dateLocale);
  const other = facts.forHost ? oneLine(facts.prospectName, 120) : oneLine(facts.hostName, 120);
  const links = meetingLinks(context, facts);
  const lines: string[] = [];
  let subject: string;
  if (job.kind === 'meeting_cancel') {
    subject = words.cancelled(context.brand, when);
    lines.push(words.cancellation(other, when));
  } else if (job.kind === 'meeting_request') {
    subject = (facts.sequence > 0 ? words.moved : words.booked)(context.brand, when);
    lines.push(words.invitation(other, when));
  } else if (job.kind === 'meeting_reminder_hour') {
    subject = words.reminderHour(context.brand);
    lines.push(words.remindInAnHour(other, when));
  } else {
    subject = words.reminderDay(context.brand);
    lines.push(words.remindTomorrow(other, when));
  }
  const offerLinks = !facts.forHost && job.kind !== 'meeting_cancel';
  if (offerLinks) lines.push(`${words.move}: ${links.reschedule}`, `${words.cancel}: ${links.cancel}`);
  const html =
    `<!doctype html><html lang="${lang}"><body><p>${escapeHtml(lines[0] ?? '')}</p>` +
    (offerLinks
      ? `<p><a href="${escapeHtml(links.reschedule)}">${escapeHtml(words.move)}</a> · <a href="${escapeHtml(links.cancel)}">${escapeHtml(words.cancel)}</a></p>`
      : '') +
    `</body></html>`;
  const calendar = job.kind === 'meeting_request' || job.kind === 'meeting_cancel';
  return {
    subject,
    text: `${lines.join('\n\n')}\n`,
    html,
    ...(calendar ? { attachments: [calendarAttachment(facts, context, write)] } : {}),
  };
}
