import type { PGlite } from '@electric-sql/pglite';
import { applySettings, requestSettings, type Caller, type RequestInfo } from '../request-context';

/** A call that failed in its batch, with what Postgres said, as PGlite's own errors carry it. */
export class BatchedCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: string | undefined,
    readonly hint: string | undefined,
  ) {
    super(message);
  }
}

type Outcome =
  { ok: true; body: string | null } | { ok: false; code: string; message: string; detail: string; hint: string };

type Pending<Call> = { call: Call; resolve: (body: string | null) => void; reject: (error: unknown) => void };

type TextCall = { settings: Record<string, string>; statement: string; argument: string };

/** The most calls one transaction takes, so the first call of a long queue is not kept waiting for the last. */
export const maxCallsPerTransaction = 200;

// Sets each call up as asCaller sets up a request (transaction-local settings, so the block's rollback undoes
// them, and the next call's replace them) and runs its statement in a block of its own: a subtransaction, so a failing call rolls back alone.
// A plain (not security definer) function, so it may switch roles; the stand-in's own, in its session's pg_temp.
const runnerSql = `
create or replace function pg_temp.run_batched_calls(p_calls jsonb)
returns jsonb
language plpgsql
as $$
declare
  call jsonb;
  body text;
  outcomes jsonb := '[]';
  v_code text;
  v_message text;
  v_detail text;
  v_hint text;
begin
  for call in select value from jsonb_array_elements(p_calls) loop
    begin
      perform ${applySettings("call -> 'settings'")};
      execute call ->> 'statement' into body using call ->> 'argument';
      outcomes := outcomes || jsonb_build_array(jsonb_build_object('ok', true, 'body', body));
    exception when others then
      get stacked diagnostics v_code = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail,
                              v_hint = pg_exception_hint;
      outcomes := outcomes || jsonb_build_array(jsonb_build_object(
        'ok', false, 'code', v_code, 'message', v_message, 'detail', v_detail, 'hint', v_hint));
    end;
  end loop;
  return outcomes;
end;
$$`;

/**
 * Runs calls of one text argument that arrive while the database is busy together: one transaction, one
 * statement, a subtransaction per call. PGlite runs one statement at a time and each costs far more in its round
 * trip than a small function's work, so a burst of small calls would otherwise queue one by one. Each call is set
 * up as its own request (role, claims, headers) and sees what the calls before it in the batch wrote; a call that
 * fails rolls back alone. A call is answered only after its transaction has committed, so nothing answered is lost.
 */
export function createTextCallBatcher(db: PGlite) {
  let runnerReady: Promise<unknown> | null = null;
  const enqueue = createBatchQueue<TextCall>(async (calls) => {
    runnerReady ??= db.exec(runnerSql);
    await runnerReady;
    const { rows } = await db.transaction((tx) =>
      tx.query<{ outcomes: Outcome[] }>('select pg_temp.run_batched_calls($1::jsonb) as outcomes', [
        JSON.stringify(calls),
      ]),
    );
    return rows[0]?.outcomes ?? [];
  });

  /** Runs `statement` (its one parameter, `$1`, is `argument`) as the caller would in a request of its own. */
  return (caller: Caller, request: RequestInfo, statement: string, argument: string): Promise<string | null> =>
    enqueue({ settings: requestSettings(caller, request), statement, argument });
}

/**
 * Stores the site's events (calls of `ingest_event`) that arrive together in one transaction and a few statements:
 * `private.ingest_event_batch` checks each call as `ingest_event` would, counts the per-address limit for the whole
 * batch at once and inserts every accepted event in one statement, answering each call as it would be answered
 * alone (docs/growth.md). As with the batcher above, a call is answered only after its transaction has committed.
 */
export function createIngestBatcher(db: PGlite) {
  const enqueue = createBatchQueue<{ role: string; headers: Record<string, string>; body: string }>(async (calls) => {
    const { rows } = await db.transaction((tx) =>
      tx.query<{ outcomes: Outcome[] }>('select private.ingest_event_batch($1::jsonb) as outcomes', [
        JSON.stringify(calls),
      ]),
    );
    return rows[0]?.outcomes ?? [];
  });

  return (caller: Caller, request: Pick<RequestInfo, 'headers'>, body: string): Promise<string | null> =>
    enqueue({ role: caller.role, headers: request.headers, body });
}

/** Stores one event (the body of an ingest_event call) with its request's headers, as the caller. */
export type IngestRunner = ReturnType<typeof createIngestBatcher>;

// The queue both batchers share: calls wait while a batch runs, and the next batch takes up to
// maxCallsPerTransaction of them; `runBatch` answers each call of a batch in order.
function createBatchQueue<Call>(runBatch: (calls: Call[]) => Promise<Outcome[]>) {
  let waiting: Pending<Call>[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
    // Each batch starts only after the requests that arrived meanwhile have been read: their reading takes a few
    // turns of the event loop, and without this yield a batch would start with the first of them alone.
    for (await nextTurn(); waiting.length > 0; await nextTurn()) {
      const batch = waiting.slice(0, maxCallsPerTransaction);
      waiting = waiting.slice(batch.length);
      try {
        const outcomes = await runBatch(batch.map((pending) => pending.call));
        batch.forEach((pending, index) => settle(pending, outcomes[index]));
      } catch (error) {
        // The transaction itself failed (its commit): none of the batch's writes happened.
        for (const pending of batch) pending.reject(error);
      }
    }
    draining = false;
  }

  return (call: Call): Promise<string | null> =>
    new Promise((resolve, reject) => {
      waiting.push({ call, resolve, reject });
      if (!draining) void drain();
    });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function settle(pending: Pending<unknown>, outcome: Outcome | undefined): void {
  if (!outcome) pending.reject(new Error('The batch returned no outcome for this call'));
  else if (outcome.ok) pending.resolve(outcome.body);
  else
    pending.reject(
      new BatchedCallError(outcome.code, outcome.message, outcome.detail || undefined, outcome.hint || undefined),
    );
}
