import { postgrestError } from '../errors';
import { parseFilter, type Filter } from './filters';

export type Order = { column: string; descending: boolean; nulls: 'first' | 'last' | null };

/** A parsed GET: the columns to return (null for `*`), filters, order and the page. */
export type ReadQuery = { columns: string[] | null; filters: Filter[]; order: Order[]; limit: number; offset: number };

// Supabase caps every response at [api] max_rows in config.toml.
export const maxRows = 1000;

const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const logicParams = new Set(['or', 'and']);
const columnName = /^[A-Za-z_][A-Za-z0-9_$]*$/;

export function parseReadQuery(params: URLSearchParams): ReadQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (reservedParams.has(key)) continue;
    if (logicParams.has(key) || !columnName.test(key)) {
      throw postgrestError(
        400,
        'PGRST100',
        `"failed to parse filter (${key}=${value})" (line 1, column 1)`,
        'The local stand-in supports column=operator.value filters only (no or/and trees, no embedded resources).',
      );
    }
    filters.push(parseFilter(key, value));
  }
  return {
    columns: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: Math.min(parseCount('limit', params.get('limit')) ?? maxRows, maxRows),
    offset: parseCount('offset', params.get('offset')) ?? 0,
  };
}

/** `select=*` or a list of plain columns; embedded resources and casts are outside the subset. */
export function parseSelect(select: string | null): string[] | null {
  if (select === null || select.trim() === '*') return null;
  const items = select.split(',').map((item) => item.trim());
  const bad = items.find((item) => item !== '*' && !columnName.test(item));
  if (bad !== undefined) {
    throw postgrestError(
      400,
      'PGRST100',
      `"failed to parse select parameter (${select})" (line 1, column 1)`,
      `unexpected "${bad}": only * and plain column names are supported`,
    );
  }
  return items.includes('*') ? null : items;
}

function parseOrder(order: string | null): Order[] {
  if (order === null || order === '') return [];
  return order.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    let descending = false;
    let nulls: Order['nulls'] = null;
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw badOrder(order, modifier);
    }
    if (!columnName.test(column)) throw badOrder(order, column);
    return { column, descending, nulls };
  });
}

function badOrder(order: string, token: string) {
  return postgrestError(
    400,
    'PGRST100',
    `"failed to parse order (${order})" (line 1, column 1)`,
    `unexpected "${token}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
  );
}

function parseCount(name: string, value: string | null): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value)) {
    throw postgrestError(
      400,
      'PGRST100',
      `"failed to parse ${name} parameter (${value})" (line 1, column 1)`,
      'expecting a non-negative integer',
    );
  }
  return Number(value);
}
