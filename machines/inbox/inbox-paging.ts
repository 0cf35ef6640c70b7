/**
 * Paging arithmetic of the lead inbox. Kept apart from the machine so the route's loader can
 * start the first page's request without loading the machine itself.
 */

/** Fifty rows a page keeps the first paint quick however many submissions there are. */
export const pageSize = 50;

export type PagePosition = { page: number; total: number };

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / pageSize));
export const lastPage = (total: number): number => pageCount(total) - 1;
export const hasPreviousPage = ({ page }: Pick<PagePosition, 'page'>): boolean => page > 0;
export const hasNextPage = ({ page, total }: PagePosition): boolean => page < lastPage(total);

/** The 1-based positions of the rows on the page, e.g. 51–100 of 10,000. */
export function pageSpan({ page, rows, total }: PagePosition & { rows: readonly unknown[] }) {
  const first = rows.length === 0 ? 0 : page * pageSize + 1;
  return { first, last: rows.length === 0 ? 0 : first + rows.length - 1, total };
}
