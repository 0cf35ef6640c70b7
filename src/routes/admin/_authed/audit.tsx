import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { AuditPage } from '../../../components/audit/audit-page';
import { pageTitle } from '../../../content/page-title';
import { parseAuditSearch, type RawAuditSearch } from '../../../lib/audit-search';
import { pageHead } from '../../../lib/page-head';

// The route owns the filters and the page: `validateSearch` reads them from the address, the page passes them on.
export const Route = createFileRoute('/admin/_authed/audit')({
  head: () =>
    pageHead({
      path: '/admin/audit',
      title: pageTitle('Audit trail'),
      description: 'Who did what among staff.',
      noindex: true,
    }),
  validateSearch: (raw: RawAuditSearch & SearchSchemaInput) => parseAuditSearch(raw),
  staticData: { adminOnly: true },
  component: AuditPage,
});
