import {
  defaultView,
  isOwnerFilter,
  isSavingsThreshold,
  isStatusFilter,
  type InboxView,
  type StatusFilter,
  withFilters,
} from '../../machines/inbox/inbox-view';
import { isLocale } from '../i18n/locales';

/**
 * The dashboard's search params: `q` (search), `status`, `overdue`, a 1-based `page`, `sort=savings` and
 * `savings` (the least yearly savings), `lang` (the language the request was sent in), `owner` (`mine` or
 * `unassigned`), `followup` (only leads whose call asked for a follow-up). Defaults are left out, so the plain
 * /admin/dashboard is the unfiltered
 * first page, newest first.
 */
export type InboxSearch = {
  q?: string;
  status?: Exclude<StatusFilter, 'all'>;
  overdue?: true;
  page?: number;
  sort?: 'savings';
  savings?: number;
  lang?: string;
  owner?: 'mine' | 'unassigned';
  followup?: true;
};

/** What the address bar may hold; every param is optional and anything unreadable means its default. */
export type RawInboxSearch = Partial<Record<keyof InboxSearch, unknown>>;

/** Longer than any name, email or phone number, short enough to keep a shared link readable. */
export const searchMaxLength = 200;

/** The router parses `q=555` as a number and `q=true` as a boolean; a search is text either way. */
const readText = (raw: unknown): string =>
  typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean'
    ? String(raw).slice(0, searchMaxLength)
    : '';

const readPage = (raw: unknown): number => {
  const page = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function viewOfSearch(raw: RawInboxSearch): InboxView {
  // An address that asks for both Spam and Overdue only (typed by hand) gets Spam alone, as the filters would.
  return withFilters(
    {
      search: readText(raw.q),
      status: isStatusFilter(raw.status) ? raw.status : defaultView.status,
      overdue: raw.overdue === true || raw.overdue === 'true',
      page: readPage(raw.page) - 1,
      sort: raw.sort === 'savings' ? 'savings' : 'newest',
      minSavings: isSavingsThreshold(Number(raw.savings)) ? Number(raw.savings) : 0,
      language: typeof raw.lang === 'string' && isLocale(raw.lang) ? raw.lang : null,
      owner: isOwnerFilter(raw.owner) ? raw.owner : defaultView.owner,
      followUp: raw.followup === true || raw.followup === 'true',
    },
    {},
  );
}

export function searchOfView(view: InboxView): InboxSearch {
  const search: InboxSearch = {};
  if (view.search.trim() !== '') search.q = view.search;
  if (view.status !== 'all') search.status = view.status;
  if (view.overdue) search.overdue = true;
  if (view.page > 0) search.page = view.page + 1;
  if (view.sort === 'savings') search.sort = 'savings';
  if (view.minSavings > 0) search.savings = view.minSavings;
  if (view.language !== null) search.lang = view.language;
  if (view.owner !== 'anyone') search.owner = view.owner;
  if (view.followUp) search.followup = true;
  return search;
}
