/** The term as a regular expression that matches exactly its own text: every special character escaped. */
const literalPattern = (term: string): string => term.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/**
 * One PostgREST `or` filter that matches rows where any of `columns` holds the typed text itself, ignoring case
 * (`imatch` with every special character escaped; `ilike` would read `*`, `%` and `_` as wildcards), the value
 * double-quoted (the `or` grammar gives `,` `(` `)` meaning) with a backslash before any `"` or backslash.
 */
export function literalMatchFilter(columns: readonly string[], term: string): string {
  const value = `"${literalPattern(term).replace(/["\\]/g, '\\$&')}"`;
  return columns.map((column) => `${column}.imatch.${value}`).join(',');
}
