import { isIsoDay } from '../growth-report/growth-range';

/** Every kind of row the audit trail holds, as the database names it. */
export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'factor_enrolled',
  'factor_removed',
  'invited',
  'role_changed',
  'deactivated',
  'reactivated',
  'leads_exported',
  'audit_exported',
  'lead_erased',
  'lead_reassigned',
  'settings_changed',
] as const;

export type AuditAction = (typeof auditActions)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  (auditActions as readonly unknown[]).includes(value);

/**
 * What the audit screen shows: one kind of action or all, the rows that name a person (who acted or whom it
 * concerned, part of an email address), the UTC days from and to (both counted, either open), and a 0-based page.
 */
export type AuditView = {
  action: AuditAction | null;
  person: string;
  from: string | null;
  to: string | null;
  page: number;
};

export const defaultAuditView: AuditView = { action: null, person: '', from: null, to: null, page: 0 };

/** Rows on one page of the screen. */
export const auditPageSize = 50;

/** Longer than any email address, short enough for a link. */
export const personMaxLength = 254;

export const sameAuditView = (a: AuditView, b: AuditView): boolean =>
  a.action === b.action && a.person === b.person && a.from === b.from && a.to === b.to && a.page === b.page;

/**
 * The view a person's filters ask for, tidied: the person's text trimmed and cut to length, days that are no day
 * dropped, a reversed pair of days swapped; any change of filters shows the first page.
 */
export function filteredView(filters: {
  action: string | null;
  person: string;
  from: string | null;
  to: string | null;
}): AuditView {
  const from = isIsoDay(filters.from) ? filters.from : null;
  const to = isIsoDay(filters.to) ? filters.to : null;
  const [first, last] = from !== null && to !== null && from > to ? [to, from] : [from, to];
  return {
    action: isAuditAction(filters.action) ? filters.action : null,
    person: filters.person.trim().slice(0, personMaxLength),
    from: first,
    to: last,
    page: 0,
  };
}

/** One row of the trail as the screen shows it. */
export type AuditEntry = {
  id: number;
  occurredAt: string;
  action: AuditAction;
  actorEmail: string | null;
  targetEmail: string | null;
  details: Record<string, unknown>;
};

/** A page of rows and how many rows the whole view holds. */
export type AuditPage = { entries: AuditEntry[]; total: number };

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / auditPageSize));

/** What a finished export reports. */
export type AuditExportResult = { rows: number; fileName: string };
