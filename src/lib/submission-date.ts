const options: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * The same text as a date and a time, for a narrow column that shows them on two lines ("Nov 21, 2026," and
 * "6:32 PM"): read together, it is the one text above.
 */
export function submissionDateLines(createdAt: string, timeZone?: string): [date: string, time: string] {
  const text = formatSubmissionDate(createdAt, timeZone);
  const cut = text.lastIndexOf(', ');
  return cut < 0 ? [text, ''] : [text.slice(0, cut + 1), text.slice(cut + 2)];
}

/** A submission's created_at as staff read it, e.g. "Nov 21, 2026, 6:32 PM", in the viewer's time zone. */
export function formatSubmissionDate(createdAt: string, timeZone?: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat('en-US', timeZone ? { ...options, timeZone } : options).format(date);
}
