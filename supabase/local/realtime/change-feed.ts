import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

export type Row = Record<string, unknown>;

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** One committed row change of a table in the supabase_realtime publication. */
export type Change = {
  schema: string;
  table: string;
  type: ChangeType;
  commitTimestamp: string;
  record: Row | null;
  oldRecord: Row | null;
};

const captureSql = readFileSync(new URL('capture.sql', import.meta.url), 'utf8');
const batchSize = 500;

/**
 * Captures every committed change of the published tables, whichever request or statement made it (an insert
 * from the form, a PATCH, a trigger inside an rpc), and hands them to `deliver` in commit order. Returns a
 * function that stops listening once the changes already queued are delivered.
 */
export async function startChangeFeed(db: PGlite, deliver: (change: Change) => Promise<void>) {
  await db.exec(captureSql);
  let draining: Promise<void> | null = null;
  let pending = false;

  const drain = async () => {
    for (;;) {
      const { rows } = await db.query<{
        schema_name: string;
        table_name: string;
        type: ChangeType;
        commit_timestamp: string;
        record: Row | null;
        old_record: Row | null;
        id: number;
      }>(
        `delete from realtime.stand_in_changes
          where id in (select id from realtime.stand_in_changes order by id limit ${batchSize})
          returning *`,
      );
      for (const row of rows.sort((a, b) => a.id - b.id)) {
        await deliver({
          schema: row.schema_name,
          table: row.table_name,
          type: row.type,
          commitTimestamp: row.commit_timestamp,
          record: row.record,
          oldRecord: row.old_record,
        }).catch((error: unknown) => console.error('Realtime: a change could not be delivered:', error));
      }
      if (rows.length < batchSize) return;
    }
  };

  // One drain at a time; a notification that arrives meanwhile makes it run once more.
  const schedule = () => {
    if (draining) {
      pending = true;
      return;
    }
    draining = (async () => {
      do {
        pending = false;
        await drain();
      } while (pending);
    })()
      .catch((error: unknown) => console.error('Realtime: reading the change queue failed:', error))
      .finally(() => {
        draining = null;
      });
  };

  const unlisten = await db.listen('stand_in_realtime', schedule);
  schedule(); // changes left by a server that stopped before delivering them
  return async () => {
    await unlisten();
    await draining;
  };
}
