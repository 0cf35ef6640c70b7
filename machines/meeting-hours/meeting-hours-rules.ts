/**
 * A staff member's meeting hours as the settings screen edits them, and what makes them savable. The database
 * holds the same rules (a range ends after it starts; ranges of one day do not overlap); these say what is wrong
 * before anything is sent, in words the screen shows beside the field.
 */

/** A range of weekly hours: ISO weekday (1 Monday … 7 Sunday) and wall-clock times `HH:MM` in the host's zone. */
export type MeetingRange = { weekday: number; starts: string; ends: string };

/** The host's calendar address and how its last fetch went (none until one is saved). */
export type CalendarFeedStatus = {
  url: string;
  fetchedAt: string | null;
  attemptedAt: string | null;
  lastError: string | null;
  busyCount: number;
};

/** What the screen loads: the host details (defaults before the first save), the hours and the calendar. */
export type MeetingHoursRecord = {
  isHost: boolean;
  displayName: string;
  timeZone: string | null;
  hours: MeetingRange[];
  calendar: CalendarFeedStatus | null;
};

/** The form: what the staff member edits and saves in one go. */
export type MeetingHoursForm = { displayName: string; timeZone: string; hours: MeetingRange[]; calendarUrl: string };

/** The form's text fields. */
export type MeetingHoursField = 'displayName' | 'timeZone' | 'calendarUrl';

/** What is wrong, by field; `hours` by the range's index in the form. */
export type MeetingHoursProblems = {
  displayName?: string;
  timeZone?: string;
  calendarUrl?: string;
  hours: Record<number, string>;
};

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** The range a new row of a day starts with: the working day's usual hours. */
export const newRange = (weekday: number): MeetingRange => ({ weekday, starts: '09:00', ends: '17:00' });

/** The longest name the database keeps. */
export const displayNameMax = 120;

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

const overlaps = (a: MeetingRange, b: MeetingRange) =>
  a.weekday === b.weekday && a.starts < b.ends && b.starts < a.ends;

/** Every problem of the form, worded for the person filling it in; none means it can be saved. */
export function meetingHoursProblems(form: MeetingHoursForm): MeetingHoursProblems {
  const problems: MeetingHoursProblems = { hours: {} };
  const name = form.displayName.trim();
  if (name === '') problems.displayName = 'Enter the name prospects see.';
  else if (name.length > displayNameMax) problems.displayName = `Keep the name to ${displayNameMax} characters.`;
  if (form.timeZone.trim() === '') problems.timeZone = 'Choose your time zone.';
  form.hours.forEach((range, index) => {
    if (!clock.test(range.starts) || !clock.test(range.ends)) problems.hours[index] = 'Enter a start and an end time.';
    else if (range.ends <= range.starts) problems.hours[index] = 'The end must be after the start.';
    else if (form.hours.some((other, at) => at !== index && overlaps(range, other))) {
      problems.hours[index] = 'This overlaps other hours on the same day.';
    }
  });
  const address = form.calendarUrl.trim();
  if (address !== '' && !isWebAddress(address)) {
    problems.calendarUrl = "Enter your calendar's secret iCal address, starting with https://.";
  }
  return problems;
}

export const hasProblems = (problems: MeetingHoursProblems) =>
  problems.displayName !== undefined ||
  problems.timeZone !== undefined ||
  problems.calendarUrl !== undefined ||
  Object.keys(problems.hours).length > 0;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The form a loaded record opens as: its hours by day and time, the browser's zone before the first save. */
export const formOf = (record: MeetingHoursRecord, browserZone: string): MeetingHoursForm => ({
  displayName: record.displayName,
  timeZone: record.timeZone ?? browserZone,
  hours: sortRanges(record.hours),
  calendarUrl: record.calendar?.url ?? '',
});

export const sortRanges = (hours: readonly MeetingRange[]) =>
  [...hours].sort((a, b) => a.weekday - b.weekday || a.starts.localeCompare(b.starts));
