import type { Slot } from './booking';

/** One day of free slots as the visitor reads it: the day and each slot's start, in their time zone. */
export type SlotDay = { day: string; label: string; slots: { slot: Slot; time: string }[] };

/** Intl's formatter for a zone; an unknown zone reads as UTC rather than failing the page. */
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  }
}

/**
 * The slots grouped by the day they start on in `timeZone`, in order. Each instant is read in the zone by Intl, so
 * a day on which the clocks change shows its own offset (09:00 stays the time the zone's clocks show).
 */
export function slotDays(slots: readonly Slot[], timeZone: string, locale: string): SlotDay[] {
  const dayKey = formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayLabel = formatter(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = formatter(locale, timeZone, { hour: '2-digit', minute: '2-digit' });
  const days: SlotDay[] = [];
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const start = new Date(slot.startsAt);
    const day = dayKey.format(start);
    let group = days.at(-1);
    if (group?.day !== day) {
      group = { day, label: dayLabel.format(start), slots: [] };
      days.push(group);
    }
    group.slots.push({ slot, time: time.format(start) });
  }
  return days;
}

/** "Tuesday 1 December, 10:00 GMT+1": one slot in full, in the visitor's zone. */
export const slotInFull = (startsAt: string, timeZone: string, locale: string): string =>
  formatter(locale, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(startsAt));
