import { meetingHoursHead } from './meeting-hours-head';

/** The Meeting hours screen's words. */
export const meetingHoursCopy = {
  ...meetingHoursHead,
  intro: 'When you take demo meetings, and the calendar whose busy times hide your slots.',
  back: 'Dashboard',
  retry: 'Retry',
  loading: 'Loading...',
  saving: 'Saving...',
  saved: 'Saved.',
  save: 'Save',
  hours: {
    heading: 'Your meeting hours',
    loadFailed: 'Could not load your meeting hours.',
    saveFailed: 'your meeting hours',
    problems: 'Some fields need a look before saving.',
    notHost: 'You take no meetings yet: add your hours and save.',
    displayName: 'Name prospects see',
    timeZone: 'Time zone',
    timeZoneHint: 'Your hours are wall-clock times in this zone, daylight saving included.',
    week: 'Weekly hours',
    noHours: 'No hours',
    add: (day: string) => `Add hours on ${day}`,
    remove: (day: string, starts: string, ends: string) => `Remove ${day} ${starts}–${ends}`,
    // A day's second range is told apart from its first by its number.
    from: (day: string, nth: number) => (nth > 1 ? `${day} from (${nth})` : `${day} from`),
    until: (day: string, nth: number) => (nth > 1 ? `${day} until (${nth})` : `${day} until`),
  },
  calendar: {
    label: 'Calendar address (secret iCal)',
    hint: 'Google Calendar: Settings → your calendar → “Secret address in iCal format”. Outlook: Settings → Calendar → Shared calendars → Publish a calendar → ICS. The server fetches it every 15 minutes; only you see it.',
    none: 'No calendar linked: only booked meetings hide your slots.',
    pending: 'Not fetched yet: the server fetches it in a moment.',
    fetched: (when: string, busy: number) =>
      `Last fetched ${when}: ${busy === 1 ? '1 busy time hides' : `${busy} busy times hide`} your slots.`,
    failed: (when: string) => `The last fetch (${when}) failed:`,
    keptSince: (when: string) => `The busy times of the last good fetch (${when}) still hide your slots.`,
    neverFetched: 'No fetch has succeeded yet.',
  },
  settings: {
    heading: 'Meeting settings (the whole team)',
    loadFailed: 'Could not load the meeting settings.',
    saveFailed: 'the meeting settings',
    problems: 'Some settings need a look before saving.',
    length: 'Meeting length (minutes)',
    buffer: 'Buffer after each meeting (minutes)',
    noticeHours: 'Minimum notice (hours)',
    horizon: 'How far ahead one can book (days)',
  },
};

/** The days of the week, by ISO number (1 Monday … 7 Sunday). */
export const weekdayNames: Record<number, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};
