import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { BookingPage } from '../components/booking/booking-page';
import { pageTitle } from '../content/page-title';
import { parseBookingSearch, type RawBookingSearch } from '../lib/booking-search';
import { lateModule } from '../lib/late-module';
import { pageHead } from '../lib/page-head';
import { m } from '../paraglide/messages.js';

/** The prospect picks a demo time; with a move or cancel link, changes the meeting they booked. */
export const Route = createFileRoute('/book')({
  validateSearch: (raw: RawBookingSearch & SearchSchemaInput) => parseBookingSearch(raw),
  // The canonical address is the bare page: a personal link's key or token is never what a search engine keeps.
  head: () => pageHead({ path: '/book', title: pageTitle(m.book_title()), description: m.book_lead() }),
  staticData: { topBar: 'home' },
  component: BookRoute,
});

/** The cancel page, which only a cancel link opens: its code is not in the booking page's first load. */
const useCancelPage = lateModule(() => import('../components/booking/meeting-cancel-page'));

function BookRoute() {
  const search = Route.useSearch();
  const cancelPage = useCancelPage(search.cancel !== undefined);
  if (search.cancel !== undefined) {
    const { module } = cancelPage;
    // Nothing for the moment its code takes to arrive: the page then says it is loading the meeting.
    return module ? <module.MeetingCancelPage key={search.cancel} token={search.cancel} /> : null;
  }
  const purpose = search.reschedule
    ? ({ kind: 'reschedule', token: search.reschedule } as const)
    : ({ kind: 'book', leadKey: search.lead ?? null } as const);
  return <BookingPage key={search.reschedule ?? search.lead ?? ''} purpose={purpose} />;
}
