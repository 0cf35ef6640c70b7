import ical, { type ICalCalendarData } from 'ical-generator';
import type { CalendarData, CalendarWriter } from '../functions/_shared/alerts/meeting-email.ts';

/** The stand-in's calendar writer: the same library the Edge Function imports, fed the same data. */
export const writeCalendar: CalendarWriter = (data: CalendarData) =>
  // ical-generator's enums are these very strings; its types name them as enums.
  ical(data as unknown as ICalCalendarData).toString();
