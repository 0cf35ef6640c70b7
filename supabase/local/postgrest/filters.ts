import { postgrestError } from '../errors';
import { quoteIdent, type Params } from './sql';

const comparisons: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  // POSIX regular expressions, as PostgREST's match and imatch.
  match: '~',
  imatch: '~*',
};
const isValues: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

export type Filter = { column: string; negated: boolean; operator: string; value: string };

/** Parses one `column=[not.]operator.value` query parameter the way PostgREST does for the supported operators. */
export function parseFilter(column: string, expression: string): Filter {
  const negated = expression.startsWith('not.');
  const rest = negated ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  if (dot === -1 || !(operator in comparisons || ['like', 'ilike', 'is', 'in'].includes(operator))) {
    throw postgrestError(
      400,
      'PGRST100',
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unexpected "${rest.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`,
    );
  }
  return { column, negated, operator, value: rest.slice(dot + 1) };
}

/** The WHERE condition for a filter; values are always bind parameters. */
export function filterSql(filter: Filter, params: Params): string {
  const column = quoteIdent(filter.column);
  const condition = positiveCondition(filter, column, params);
  return filter.negated ? `not (${condition})` : condition;
}

function positiveCondition({ operator, value, column: name }: Filter, column: string, params: Params): string {
  const comparison = comparisons[operator];
  if (comparison) return `${column} ${comparison} ${params.add(value)}`;
  // PostgREST turns * into % and leaves % and _ alone, so these are patterns, not equality.
  if (operator === 'like' || operator === 'ilike')
    return `${column} ${operator} ${params.add(value.replaceAll('*', '%'))}`;
  if (operator === 'is') {
    const isValue = isValues[value.toLowerCase()];
    if (!isValue) throw badFilter(`${name}=is.${value}`, `unexpected "${value}" expecting null or trilean value`);
    return `${column} is ${isValue}`;
  }
  const items = parseInList(value, name);
  return items.length === 0 ? 'false' : `${column} in (${items.map((item) => params.add(item)).join(', ')})`;
}

// `in.(a,"b,c",d)`: comma-separated, items with commas or parentheses double-quoted, \" escaping a quote.
function parseInList(value: string, column: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw badFilter(`${column}=in.${value}`, 'unexpected end of input expecting "("');
  }
  const list = value.slice(1, -1);
  if (list.trim() === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (quoted && char === '\\') current += list[++i] ?? '';
    else if (char === '"') [quoted, wasQuoted] = [!quoted, true];
    else if (char === ',' && !quoted) {
      items.push(wasQuoted ? current : current.trim());
      [current, wasQuoted] = ['', false];
    } else current += char;
  }
  items.push(wasQuoted ? current : current.trim());
  return items;
}

function badFilter(expression: string, details: string) {
  return postgrestError(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column 1)`, details);
}
