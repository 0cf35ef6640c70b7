import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database';
import { setDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { createIngestBatcher } from '../../supabase/local/postgrest/batched-calls';
import { asCaller, type Caller, type RequestInfo } from '../../supabase/local/request-context';

const anon: Caller = { role: 'anon', claims: { role: 'anon' } };
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

type Sent = { from: string; body: string; headers?: Record<string, string> };

const request = ({ from, headers }: Sent): RequestInfo => ({
  method: 'POST',
  path: '/rpc/ingest_event',
  headers: { 'user-agent': browserAgent, 'x-forwarded-for': from, ...headers },
  cookies: {},
});

// One address's events around its limit of three, another address's, a malformed event before and after the
// limit is reached, and opted-out and bot events that are dropped without counting.
function burst(tab: string, address: (name: string) => string): Sent[] {
  const good = (source: string) => JSON.stringify({ kind: 'page_view', page: '/', tab, source });
  const badSource = JSON.stringify({ kind: 'page_view', page: '/', tab, source: '' });
  return [
    { from: address('a'), body: badSource },
    { from: address('a'), body: good('a1') },
    { from: address('a'), body: good('a-opted-out'), headers: { 'sec-gpc': '1' } },
    { from: address('a'), body: good('a-bot'), headers: { 'user-agent': 'Googlebot/2.1' } },
    { from: address('b'), body: good('b1') },
    { from: address('a'), body: good('a2') },
    { from: address('a'), body: '{"kind": "page_view"}' },
    { from: address('a'), body: good('a3') },
    { from: address('a'), body: good('a4') },
    { from: address('a'), body: badSource },
    { from: address('b'), body: good('b2') },
  ];
}

const answer = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' ? 'ok' : String((outcome.reason as { code?: string }).code);

describe('ingesting a batch of events in a few statements', () => {
  let db: PGlite;
  beforeAll(async () => {
    ({ db } = await openDatabase(null));
    await setDemoRequestLimits(db, { eventPerAddressLimit: 3 });
  });
  afterAll(() => db.close());

  const storedSources = async (tab: string) =>
    (
      await db.query<{ source: string }>('select source from public.site_events where tab_id = $1 order by id', [tab])
    ).rows.map((row) => row.source);

  it('answers each event of a batch as it would be answered alone, in the order sent, and stores the same', async () => {
    const aloneTab = crypto.randomUUID();
    const alone: PromiseSettledResult<unknown>[] = [];
    for (const sent of burst(aloneTab, (name) => `10.0.0.${name === 'a' ? 1 : 2}`)) {
      const [outcome] = await Promise.allSettled([
        asCaller(db, anon, request(sent), (tx) => tx.query('select public.ingest_event($1::text)', [sent.body])),
      ]);
      alone.push(outcome as PromiseSettledResult<unknown>);
    }

    const batchTab = crypto.randomUUID();
    const runIngest = createIngestBatcher(db);
    const batched = await Promise.allSettled(
      burst(batchTab, (name) => `10.0.1.${name === 'a' ? 1 : 2}`).map((sent) =>
        runIngest(anon, request(sent), sent.body),
      ),
    );

    expect(alone.map(answer)).toEqual(['PT400', 'ok', 'ok', 'ok', 'ok', 'ok', 'PT400', 'ok', 'PT429', 'PT429', 'ok']);
    expect(batched.map(answer)).toEqual(alone.map(answer));
    expect(await storedSources(batchTab)).toEqual(['a1', 'b1', 'a2', 'a3', 'b2']);
    expect(await storedSources(batchTab)).toEqual(await storedSources(aloneTab));
  });
});
