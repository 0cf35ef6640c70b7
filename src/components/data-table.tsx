import type { ReactNode } from 'react';

/**
 * Below `md` each row is a card of stacked cells: the staff tables have seven to ten columns, which do not fit a
 * phone, and a sideways-scrolling table hides most of them. From `md` up they are a table again.
 */
export const dataRowClass = 'block py-3 align-top hover:bg-white/5 md:table-row md:py-0';
export const dataCellClass = 'block px-4 py-0.5 md:table-cell md:px-3 md:py-3';
/**
 * A long value in a table cell (an email of 254 characters, a long name): wrapped on a phone's card; in the table cut
 * to one line with an ellipsis, and shown whole while the keyboard's focus is on it or the link in it (a mouse has
 * the `title` to hover: a click that re-flowed the row under the pointer would miss its link). Give it a `title` and
 * a `md:max-w-*` for its cut.
 */
export const clippedClass =
  'block wrap-anywhere md:truncate md:focus-visible:overflow-visible md:focus-visible:whitespace-normal md:has-focus-visible:overflow-visible md:has-focus-visible:whitespace-normal';

type DataTableProps = {
  /** Read by screen readers only. */
  caption: string;
  /** Shown from `md` up; a phone's stacked cells label themselves where a value alone is unclear. */
  headings: readonly string[];
  /** Dimmed and `aria-busy` while its rows are read again. */
  busy: boolean;
  /** The rows: `<tr className={dataRowClass}>` with `<td className={dataCellClass}>` cells. */
  children: ReactNode;
};

/** A staff screen's table (the inbox's leads, the voice pages); outside ui/, which the landing page loads with the app. */
export function DataTable({ caption, headings, busy, children }: DataTableProps) {
  return (
    // A table wider than the screen scrolls sideways: the box takes the focus so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="rounded-xl border border-white/10 focus-visible:outline-2 focus-visible:outline-brand-400 md:overflow-x-auto"
      aria-busy={busy}
    >
      <table className={`block w-full text-left text-sm md:table md:min-w-full ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-white/5 text-xs tracking-wide text-slate-300 uppercase md:table-header-group">
          <tr>
            {headings.map((heading) => (
              // A heading may take two lines ("Est. savings / yr"): its column is as wide as its values need.
              <th key={heading} scope="col" className="px-3 py-3 align-bottom font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-white/10 md:table-row-group md:border-t md:border-white/10">
          {children}
        </tbody>
      </table>
    </div>
  );
}
