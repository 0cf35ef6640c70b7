/** /book's search params: at most one of the lead's key, a move link's token or a cancel link's token. */
export type BookingSearch = { lead?: string; reschedule?: string; cancel?: string };

export type RawBookingSearch = Partial<Record<keyof BookingSearch, unknown>>;

const leadKeyShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenShape = /^[0-9a-f]{48}$/;

/**
 * What the address names, each value kept only in its own shape (a lead's key is a UUID, a link's token 48 hex
 * digits), so a mangled link opens as a plain booking page rather than failing; a cancel link wins over the rest.
 */
export function parseBookingSearch(raw: RawBookingSearch): BookingSearch {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const cancel = text(raw.cancel);
  if (tokenShape.test(cancel)) return { cancel };
  const reschedule = text(raw.reschedule);
  if (tokenShape.test(reschedule)) return { reschedule };
  const lead = text(raw.lead);
  return leadKeyShape.test(lead) ? { lead: lead.toLowerCase() } : {};
}
