import type { AuditAction } from '../../machines/audit-trail/audit-view';

/** The audit screen's words (admins only). */
export const auditCopy = {
  title: 'Audit trail',
  intro:
    'Who did what among staff: sign-ins, two-step changes, invitations, roles, exports, erasures and reassignments. Rows cannot be changed or deleted and are kept for a year.',
  actions: {
    sign_in: 'Signed in',
    sign_in_failed: 'Sign-in refused',
    factor_enrolled: 'Two-step enrolled',
    factor_removed: 'Two-step removed',
    invited: 'Invited',
    role_changed: 'Role changed',
    deactivated: 'Deactivated',
    reactivated: 'Reactivated',
    leads_exported: 'Leads exported',
    audit_exported: 'Audit trail exported',
    lead_erased: 'Lead erased',
    lead_reassigned: 'Lead reassigned',
    settings_changed: 'Team settings changed',
  } satisfies Record<AuditAction, string>,
  filters: {
    action: 'Action',
    anyAction: 'All actions',
    person: 'Person',
    personHint: 'Part of an email address: who acted or whom it concerned.',
    from: 'From',
    to: 'To',
    apply: 'Show',
    clear: 'Clear filters',
  },
  headings: ['When (UTC)', 'Action', 'By', 'Concerning', 'Details'],
  caption: 'Audit trail, newest first',
  system: 'System',
  loading: 'Loading...',
  failed: 'Could not load the audit trail:',
  retry: 'Retry',
  empty: 'No audit rows match these filters.',
  total: (total: number) => (total === 1 ? '1 row' : `${total.toLocaleString('en-US')} rows`),
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  export: 'Export CSV',
  exporting: 'Exporting...',
  exported: (rows: number, fileName: string) =>
    `Exported ${rows === 1 ? '1 row' : `${rows.toLocaleString('en-US')} rows`} to ${fileName}.`,
  exportFailed: 'export the audit trail',
  csv: { occurredAt: 'When (UTC)', action: 'Action', actor: 'By', target: 'Concerning', details: 'Details' },
};

/** A row's details as one line of `key: value` pairs (counts, steps, roles; never a lead's personal data). */
export const detailsText = (details: Record<string, unknown>): string =>
  Object.entries(details)
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');
