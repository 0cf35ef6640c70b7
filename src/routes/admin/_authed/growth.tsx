import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { GrowthPage } from '../../../components/growth/growth-page';
import { pageTitle } from '../../../content/page-title';
import { parseGrowthSearch, type RawGrowthSearch } from '../../../lib/growth-search';
import { pageHead } from '../../../lib/page-head';

// The route owns the range: `validateSearch` reads it from the address, the page passes it to its machine.
export const Route = createFileRoute('/admin/_authed/growth')({
  head: () =>
    pageHead({
      path: '/admin/growth',
      title: pageTitle('Growth'),
      description: 'Where leads come from and how visitors convert.',
      noindex: true,
    }),
  validateSearch: (raw: RawGrowthSearch & SearchSchemaInput) => parseGrowthSearch(raw),
  staticData: { adminOnly: true },
  component: GrowthPage,
});
