import type { Page } from '@playwright/test';
import { createNodeClient } from '../../../supabase/local/node-client';
import type { StandIn, StandInOptions } from '../../../supabase/local/server';
import type { NewSubmission, ServiceRoleColumns } from './admin';
import { routeApiTo } from './stand-in-route';
import { startTestStandIn } from './test-stand-in';
import { test } from './test';

export type PrivateStandIn = {
  /** The running stand-in; only inside a test. */
  current(): StandIn;
  /** Sends `page`'s API calls and Realtime socket to it (routes set up before the page signs in). */
  route(page: Page): Promise<void>;
  /** Inserts leads with the service role, which may also set created_at, status, first_response_at and spam. */
  insert(rows: Array<NewSubmission & ServiceRoleColumns>): Promise<void>;
  /** Inserts one lead as a visitor does. */
  submit(lead: NewSubmission): Promise<void>;
};

const standInStartMs = 30_000;

/**
 * Gives each test of the file a stand-in of its own, started before and stopped after it. Inbox pages hold a
 * Realtime channel open; on the shared stand-in that would make another spec's bulk insert (10,000 rows) queue
 * a change per row for them, and their counts, titles and lists could not be exact. `options` are the stand-in's own
 * (a test's voice-call sweep, say), over the relaxed limits.
 */
export function privateStandInPerTest(options: StandInOptions = {}): PrivateStandIn {
  let standIn: StandIn | undefined;
  test.beforeEach(async () => {
    // The start counts against the test's time: about 1 s on a quiet machine, 10–20 s when neighbours load it.
    test.setTimeout(test.info().timeout + standInStartMs);
    standIn = await startTestStandIn(0, null, options);
  });
  test.afterEach(async () => {
    await standIn?.stop();
    standIn = undefined;
  });
  const current = () => {
    if (!standIn) throw new Error('no stand-in outside a test');
    return standIn;
  };
  const insertWith = async (key: string, rows: unknown[]) => {
    const { error } = await createNodeClient(current().url, key).from('contact_submissions').insert(rows);
    if (error) throw new Error(error.message);
  };
  return {
    current,
    route: (page) => routeApiTo(page, () => standIn?.url ?? null),
    insert: (rows) => insertWith(current().serviceRoleKey, rows),
    submit: (lead) => insertWith(current().anonKey, [lead]),
  };
}
