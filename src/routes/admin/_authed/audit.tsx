import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../components/audit/audit-page';
import { pageTitle } from '../../../content/page-title';
import type { RawAuditSearch } from '../../../lib/audit-search';
import { addressSearch } from '../../../lib/address-search';
import { pageHead } from '../../../lib/page-head';

// The route owns the filters and the page: the page reads them from the address with its own rules (`addressSearch`).
export const Route = createFileRoute('/admin/_authed/audit')({
  head: () =>
    pageHead({
      path: '/admin/audit',
      title: pageTitle('Audit trail'),
      description: 'Who did what among staff.',
      noindex: true,
    }),
  validateSearch: addressSearch<RawAuditSearch>,
  staticData: { adminOnly: true },
  component: AuditPage,
});
