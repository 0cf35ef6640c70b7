import ICAL from 'ical.js';

/** What a test checks in an invitation, read by an iCalendar library (not the one that wrote it). */
export type ReadInvitation = {
  method: string | null;
  uid: string | null;
  sequence: number | null;
  status: string | null;
  /** DTSTART as an ISO instant, and whether the file wrote it in UTC (…Z). */
  start: string | null;
  startIsUtc: boolean;
  end: string | null;
  organizer: string | null;
  attendees: { address: string; partstat: string | null; rsvp: string | null }[];
};

/** A calendar address with its scheme in lower case (MAILTO: and mailto: are the same). */
const mailto = (address: string | null) => address?.replace(/^mailto:/i, 'mailto:') ?? null;

export function readInvitation(text: string): ReadInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  const time = (name: string) => {
    const value = event?.getFirstPropertyValue(name);
    return value instanceof ICAL.Time ? value : null;
  };
  const start = time('dtstart');
  const text_ = (component: ICAL.Component | null | undefined, name: string) => {
    const value = component?.getFirstPropertyValue(name);
    return typeof value === 'string' ? value : null;
  };
  const sequence = event?.getFirstPropertyValue('sequence');
  return {
    method: text_(calendar, 'method'),
    uid: text_(event, 'uid'),
    sequence: typeof sequence === 'number' ? sequence : null,
    status: text_(event, 'status'),
    start: start ? start.toJSDate().toISOString() : null,
    startIsUtc: start?.zone === ICAL.Timezone.utcTimezone,
    end: time('dtend')?.toJSDate().toISOString() ?? null,
    organizer: mailto(text_(event, 'organizer')),
    attendees: (event?.getAllProperties('attendee') ?? []).map((attendee) => ({
      address: mailto(String(attendee.getFirstValue())) ?? '',
      partstat: (attendee.getParameter('partstat') as string | undefined) ?? null,
      rsvp: (attendee.getParameter('rsvp') as string | undefined) ?? null,
    })),
  };
}
