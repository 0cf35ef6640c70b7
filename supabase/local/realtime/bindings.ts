import { createHash } from 'node:crypto';
import type { Change } from './change-feed';

const events = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const;
const operators = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;

/** `column=op.value` in a postgres_changes binding, as Realtime accepts it. */
export type RowFilter = { column: string; operator: (typeof operators)[number]; value: string };

/** One `postgres_changes` entry of a join, with the id the server gives it. */
export type PostgresBinding = {
  id: number;
  event: (typeof events)[number];
  schema: string;
  table: string | null;
  filter: RowFilter | null;
  /** What the join reply sends back: the client's own entry plus `id`; realtime-js compares the two. */
  reply: Record<string, unknown>;
};

/** Parses a join's `config.postgres_changes`; a string is the reason the join is refused. */
export function parseBindings(config: unknown): PostgresBinding[] | string {
  const entries = (config as { postgres_changes?: unknown } | undefined)?.postgres_changes ?? [];
  if (!Array.isArray(entries)) return 'postgres_changes must be a list';
  const bindings: PostgresBinding[] = [];
  for (const entry of entries as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return 'Each postgres_changes entry must be an object';
    const params = entry as Record<string, unknown>;
    const event = events.find((known) => known === params.event);
    if (!event || typeof params.schema !== 'string') {
      return `Unable to subscribe to changes with given parameters: ${JSON.stringify(params)}`;
    }
    const table = typeof params.table === 'string' && params.table !== '*' ? params.table : null;
    let filter: RowFilter | null = null;
    if (typeof params.filter === 'string' && params.filter !== '') {
      filter = parseRowFilter(params.filter);
      if (!filter) return `Error parsing \`filter\` params: ${params.filter}`;
    }
    const id = bindingId(params);
    bindings.push({ id, event, schema: params.schema, table, filter, reply: { ...params, id } });
  }
  return bindings;
}

export function bindingMatches(binding: PostgresBinding, change: Change): boolean {
  return (
    (binding.event === '*' || binding.event === change.type) &&
    (binding.schema === '*' || binding.schema === change.schema) &&
    (binding.table === null || binding.table === change.table)
  );
}

function parseRowFilter(text: string): RowFilter | null {
  const match = /^([A-Za-z_][A-Za-z0-9_$]*)=([a-z]+)\.(.*)$/s.exec(text);
  const operator = operators.find((known) => known === match?.[2]);
  if (!match?.[1] || !operator || match[3] === undefined) return null;
  if (operator === 'in' && !/^\(.*\)$/s.test(match[3])) return null;
  return { column: match[1], operator, value: match[3] };
}

// Realtime names a binding by :erlang.phash2 of its parameters (a 27-bit integer); any stable hash will do.
function bindingId(params: Record<string, unknown>): number {
  const canonical = JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest().readUInt32BE(0) % 2 ** 27;
}
