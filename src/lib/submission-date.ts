const options: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** A submission's created_at as staff read it, e.g. "Nov 21, 2026, 6:32 PM", in the viewer's time zone. */
export function formatSubmissionDate(createdAt: string, timeZone?: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat('en-US', timeZone ? { ...options, timeZone } : options).format(date);
}
