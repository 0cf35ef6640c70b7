import { beforeAll, expect, it } from 'vitest';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { submission, uniqueMarker } from './stand-in-fixtures';

function insert(url: string, anonKey: string, marker: string) {
  return fetch(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(submission(marker)),
  }).then(
    (response) => response.status,
    (error: Error) => `${error.cause instanceof Error ? error.cause.message : error.message}`,
  );
}

let standIn: StandIn;

beforeAll(async () => {
  // 40 requests from 127.0.0.1 in a moment: the demo-request limits would refuse all but five.
  standIn = await startStandIn({ port: 0, quiet: true, demoRequestLimits: relaxedDemoRequestLimits });
});

it('a stop lets the requests in flight finish instead of resetting them', async () => {
  const marker = uniqueMarker('in flight at stop');
  const batch = () => Array.from({ length: 20 }, (_, n) => insert(standIn.url, standIn.anonKey, `${marker} ${n}`));
  // A first batch opens 20 kept-alive connections, so the second one reaches the server at once.
  expect(await Promise.all(batch())).toEqual(Array(20).fill(201));

  const inFlight = batch();
  await Promise.race(inFlight);
  const stopped = standIn.stop();
  expect(await Promise.all(inFlight)).toEqual(Array(20).fill(201));
  await stopped;
});
