import { postgrestError } from '../errors';
import { filterSql, parseFilter, type Filter } from './filters';
import type { Params } from './sql';

/** `or=(…)` / `and=(…)`, optionally `not.`-negated, whose members are filters or nested trees. */
export type LogicTree = { operator: 'and' | 'or'; negated: boolean; conditions: Condition[] };

/** One WHERE condition of a request: a `column=op.value` filter or a logic tree. */
export type Condition = Filter | LogicTree;

const logicKeys = new Set(['or', 'and', 'not.or', 'not.and']);
const identifier = /^[A-Za-z_][A-Za-z0-9_$]*/;

export const isLogicKey = (key: string) => logicKeys.has(key);

/**
 * Parses a logic tree query parameter with PostgREST's grammar (QueryParams.hs `pLogicTree`): members are
 * separated by commas; a value is either double-quoted (a backslash escapes the next character, and the
 * closing quote must be followed by `,` or `)`) or runs to the next `,` or `)`; `in` takes a parenthesised list.
 */
export function parseLogicTree(key: string, value: string): LogicTree {
  const source = `${key}${value}`;
  const parser = new LogicParser(source);
  const tree = parser.tree();
  if (!('conditions' in tree)) throw parser.fail('expecting logic operator (and, or)');
  parser.end();
  return tree;
}

/** SQL for a list of conditions joined by AND, as PostgREST combines separate query parameters. */
export function whereSql(conditions: Condition[], params: Params): string {
  return conditions.length
    ? `where ${conditions.map((condition) => conditionSql(condition, params)).join(' and ')}`
    : '';
}

function conditionSql(condition: Condition, params: Params): string {
  if (!('conditions' in condition)) return filterSql(condition, params);
  const joined = condition.conditions
    .map((member) => conditionSql(member, params))
    .join(condition.operator === 'and' ? ' and ' : ' or ');
  return condition.negated ? `not (${joined})` : `(${joined})`;
}

class LogicParser {
  private position = 0;

  constructor(private readonly source: string) {}

  tree(): Condition {
    this.skipSpaces();
    const negated = this.take('not.');
    const operator = this.take('and(') ? 'and' : this.take('or(') ? 'or' : null;
    if (operator === null) {
      if (negated) this.position -= 4; // `not.` here begins a column named not, or a negated operator
      return this.filter();
    }
    const conditions: Condition[] = [this.tree()];
    while (this.take(',')) conditions.push(this.tree());
    this.skipSpaces();
    if (!this.take(')')) throw this.fail('expecting "," or ")"');
    return { operator, negated, conditions };
  }

  end() {
    if (this.position !== this.source.length) throw this.fail('expecting end of input');
  }

  fail(details: string) {
    const unexpected = this.source[this.position];
    return postgrestError(
      400,
      'PGRST100',
      `"failed to parse logic tree (${this.source})" (line 1, column ${this.position + 1})`,
      unexpected === undefined ? `unexpected end of input ${details}` : `unexpected "${unexpected}" ${details}`,
    );
  }

  private filter(): Filter {
    const column = identifier.exec(this.source.slice(this.position))?.[0];
    if (column === undefined || this.source[this.position + column.length] !== '.') {
      throw this.fail('expecting field name and operator');
    }
    this.position += column.length + 1;
    const operatorStart = this.position;
    this.take('not.');
    const operator = identifier.exec(this.source.slice(this.position))?.[0] ?? '';
    this.position += operator.length;
    if (!this.take('.')) throw this.fail('expecting "." after the operator');
    const prefix = this.source.slice(operatorStart, this.position);
    return parseFilter(column, prefix + (operator === 'in' ? this.list() : this.value()));
  }

  // `(a,"b,c")`, kept as written: parseFilter's list parser reads the items and their quotes.
  private list(): string {
    const start = this.position;
    if (!this.take('(')) throw this.fail('expecting "("');
    let quoted = false;
    while (this.position < this.source.length) {
      const char = this.source[this.position++];
      if (quoted && char === '\\') this.position++;
      else if (char === '"') quoted = !quoted;
      else if (char === ')' && !quoted) return this.source.slice(start, this.position);
    }
    throw this.fail('expecting ")"');
  }

  private value(): string {
    if (this.source[this.position] === '"') {
      let value = '';
      for (let i = this.position + 1; i < this.source.length; i++) {
        const char = this.source[i];
        if (char === '\\') value += this.source[++i] ?? '';
        else if (char === '"') {
          const next = this.source[i + 1];
          // A quoted value must end at a separator; otherwise the quotes are part of a plain value.
          if (next === ',' || next === ')') {
            this.position = i + 1;
            return value;
          }
          break;
        } else value += char;
      }
    }
    const end = this.source.slice(this.position).search(/[,)]/);
    const value = this.source.slice(this.position, end === -1 ? undefined : this.position + end);
    this.position += value.length;
    return value;
  }

  private skipSpaces() {
    while (this.source[this.position] === ' ') this.position++;
  }

  private take(text: string): boolean {
    if (!this.source.startsWith(text, this.position)) return false;
    this.position += text.length;
    return true;
  }
}
