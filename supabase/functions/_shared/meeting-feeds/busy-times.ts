// The busy times of a calendar feed over a window, read with ical.js. Shared Edge Function code may import no
// package (docs/edge-functions.md), so each runtime passes the library in (the Edge Function by `npm:` specifier,
// the stand-in from node_modules) and this file names only the part of it that it uses.

/** A date or date-time of ical.js. */
export type IcalTime = {
  isDate: boolean;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  zone?: { tzid: string } | null;
  toJSDate(): Date;
  clone(): IcalTime;
  addDuration(duration: unknown): void;
};
type IcalProperty = { getParameter(name: string): unknown };
export type IcalComponent = {
  getAllSubcomponents(name: string): IcalComponent[];
  getFirstPropertyValue(name: string): unknown;
  getFirstProperty(name: string): IcalProperty | null;
  hasProperty(name: string): boolean;
};
type IcalEvent = {
  startDate: IcalTime;
  endDate: IcalTime;
  duration: unknown;
  isRecurring(): boolean;
  iterator(): { next(): IcalTime | null | undefined };
};
/** The part of ical.js this module uses: its parser, components and events (which expand recurrences). */
export type IcalLibrary = {
  parse(text: string): unknown;
  Component: new (jCal: never) => IcalComponent;
  Event: new (component: never) => IcalEvent;
};

export type BusyWindow = { from: Date; until: Date };
/** A busy time as the database takes it: [start, end) as ISO instants. */
export type BusyRange = [string, string];

/** Bounds on one feed's work: a rule repeating every minute must not hold the server. */
const limits = { occurrencesPerEvent: 100_000, ranges: 10_000 };

export class FeedUnreadable extends Error {
  override name = 'FeedUnreadable';
}

/**
 * Every time the calendar marks busy that overlaps the window, merged where they touch: single events, each
 * occurrence of a recurring one (RRULE and RDATE, less EXDATE), with an occurrence moved or changed by its own
 * RECURRENCE-ID event taking the original's place. Events marked TRANSP:TRANSPARENT (shown as free) or
 * STATUS:CANCELLED are not busy. Times with a time zone use the feed's VTIMEZONE, or the IANA zone of that name;
 * floating times and all-day events are read in the calendar's own zone (X-WR-TIMEZONE), else the host's.
 */
export function busyTimes(ical: IcalLibrary, text: string, window: BusyWindow, hostZone: string): BusyRange[] {
  let calendar: IcalComponent;
  try {
    calendar = new ical.Component(ical.parse(text) as never);
  } catch (error) {
    throw new FeedUnreadable(
      `The calendar could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if ((calendar as unknown as { name?: string }).name !== 'vcalendar') {
    throw new FeedUnreadable('The address does not serve a calendar (no BEGIN:VCALENDAR).');
  }
  const calendarZone = validZone(calendar.getFirstPropertyValue('x-wr-timezone')) ?? hostZone;
  const from = window.from.getTime();
  const until = window.until.getTime();
  const ranges: [number, number][] = [];
  const add = (start: number, end: number) => {
    if (end > start && start < until && end > from) ranges.push([start, end]);
  };

  const components = calendar.getAllSubcomponents('vevent');
  // The instants of the occurrences that RECURRENCE-ID events replace, by UID.
  const replaced = new Map<string, Set<number>>();
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const original = component.getFirstPropertyValue('recurrence-id') as IcalTime;
    const zone = propertyZone(component, 'recurrence-id') ?? calendarZone;
    const set = replaced.get(uid) ?? new Set<number>();
    set.add(instantOf(original, zone, calendarZone));
    replaced.set(uid, set);
  }

  for (const component of components) {
    const event = new ical.Event(component as never);
    const zone = propertyZone(component, 'dtstart') ?? calendarZone;
    const endZone = propertyZone(component, 'dtend') ?? zone;
    if (!component.hasProperty('dtstart') || !isBusy(component)) continue;
    if (component.hasProperty('recurrence-id') || !event.isRecurring()) {
      add(instantOf(event.startDate, zone, calendarZone), instantOf(event.endDate, endZone, calendarZone));
      continue;
    }
    const skip = replaced.get(String(component.getFirstPropertyValue('uid') ?? '')) ?? new Set<number>();
    const iterator = event.iterator();
    for (let count = 0; count < limits.occurrencesPerEvent; count++) {
      const occurrence = iterator.next();
      if (!occurrence) break;
      const start = instantOf(occurrence, zone, calendarZone);
      if (start >= until) break;
      if (skip.has(start)) continue;
      const end = occurrence.clone();
      end.addDuration(event.duration);
      add(start, instantOf(end, zone, calendarZone));
    }
  }
  return merge(ranges)
    .slice(0, limits.ranges)
    .map(([start, end]) => [new Date(start).toISOString(), new Date(end).toISOString()]);
}

function isBusy(component: IcalComponent): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/** The IANA zone a property's TZID names, when ical.js found no VTIMEZONE for it and the name is one Intl knows. */
function propertyZone(component: IcalComponent, name: string): string | null {
  return validZone(component.getFirstProperty(name)?.getParameter('tzid'));
}

function validZone(name: unknown): string | null {
  if (typeof name !== 'string' || name === '') return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return null;
  }
}

/**
 * The instant of an ical.js time. UTC and times whose zone the feed defines (VTIMEZONE) convert themselves; a
 * floating time (an unknown TZID included) is a wall-clock time in `zone`; a date is its day's midnight in the
 * calendar's zone.
 */
function instantOf(time: IcalTime, zone: string, calendarZone: string): number {
  if (time.isDate) return wallClockInstant(time, calendarZone);
  const tzid = time.zone?.tzid;
  if (tzid !== undefined && tzid !== 'floating') return time.toJSDate().getTime();
  return wallClockInstant(time, zone);
}

/** A wall-clock time in an IANA zone as an instant; on the hour skipped by a daylight-saving change, the later one. */
function wallClockInstant(time: IcalTime, zone: string): number {
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  return second;
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return shown - Math.floor(instant / 1000) * 1000;
}

function merge(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
