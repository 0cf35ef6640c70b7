import {
  defaultAuditView,
  filteredView,
  isAuditAction,
  type AuditAction,
  type AuditView,
} from '../../machines/audit-trail/audit-view';

/**
 * /admin/audit's search params: `action`, `person` (part of an email address), `from` and `to` (YYYY-MM-DD, UTC
 * days), a 1-based `page`. Defaults are left out, so the plain /admin/audit is every row, newest first.
 */
export type AuditSearch = { action?: AuditAction; person?: string; from?: string; to?: string; page?: number };

export type RawAuditSearch = Partial<Record<keyof AuditSearch, unknown>>;

/** The router reads `person=123` as a number: a person's text is text either way. */
const readText = (raw: unknown): string => (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '');

const readPage = (raw: unknown): number => {
  const page = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(page) && page >= 1 ? page - 1 : defaultAuditView.page;
};

/** A hand-edited link still opens: anything unreadable is its default. */
export function viewOfSearch(raw: RawAuditSearch): AuditView {
  const filters = filteredView({
    action: isAuditAction(raw.action) ? raw.action : null,
    person: readText(raw.person),
    from: readText(raw.from),
    to: readText(raw.to),
  });
  return { ...filters, page: readPage(raw.page) };
}

export function searchOfView(view: AuditView): AuditSearch {
  const search: AuditSearch = {};
  if (view.action !== null) search.action = view.action;
  if (view.person !== '') search.person = view.person;
  if (view.from !== null) search.from = view.from;
  if (view.to !== null) search.to = view.to;
  if (view.page > 0) search.page = view.page + 1;
  return search;
}
