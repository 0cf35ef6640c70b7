import { createFileRoute } from '@tanstack/react-router';
import { GrowthPage } from '../../../components/growth/growth-page';
import { pageTitle } from '../../../content/page-title';
import type { RawGrowthSearch } from '../../../lib/growth-search';
import { addressSearch } from '../../../lib/address-search';
import { pageHead } from '../../../lib/page-head';

// The route owns the range: the page reads it from the address with its own rules (`addressSearch`) and passes it to its machine.
export const Route = createFileRoute('/admin/_authed/growth')({
  head: () =>
    pageHead({
      path: '/admin/growth',
      title: pageTitle('Growth'),
      description: 'Where leads come from and how visitors convert.',
      noindex: true,
    }),
  validateSearch: addressSearch<RawGrowthSearch>,
  staticData: { adminOnly: true },
  component: GrowthPage,
});
