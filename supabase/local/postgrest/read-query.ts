import { postgrestError } from '../errors';
import { parseFilter } from './filters';
import { isLogicKey, parseLogicTree, type Condition } from './logic-tree';

export type Order = { column: string; descending: boolean; nulls: 'first' | 'last' | null };

/** A parsed GET: the columns to return (null for `*`), filters, order and the page. */
export type ReadQuery = {
  columns: string[] | null;
  filters: Condition[];
  order: Order[];
  limit: number;
  offset: number;
};

// Supabase caps every response at [api] max_rows in config.toml.
export const maxRows = 1000;

const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const columnName = /^[A-Za-z_][A-Za-z0-9_$]*$/;

/** The WHERE conditions of a request: every parameter that is not reserved, ANDed together as PostgREST does. */
export function parseConditions(params: URLSearchParams): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    if (reservedParams.has(key)) continue;
    if (isLogicKey(key)) conditions.push(parseLogicTree(key, value));
    else if (columnName.test(key)) conditions.push(parseFilter(key, value));
    else {
      throw postgrestError(
        400,
        'PGRST100',
        `"failed to parse filter (${key}=${value})" (line 1, column 1)`,
        'The local stand-in supports column filters and or/and trees only (no embedded resources).',
      );
    }
  }
  return conditions;
}

export function parseReadQuery(params: URLSearchParams): ReadQuery {
  return {
    columns: parseSelect(params.get('select')),
    filters: parseConditions(params),
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
