// The calendar feeds' fetcher as a Supabase Edge Function (docs/booking.md: busy times), called by pg_cron every
// 15 minutes and when an address is saved. Everything it does is in _shared/meeting-feeds, which the local
// stand-in runs too; this file only hands Deno's server, resolver, environment and the iCalendar parser to it.
// The runtime's types are a types reference, not an import (docs/edge-functions.md).
/// <reference types="jsr:@supabase/functions-js/edge-runtime.d.ts" />
import ICAL from 'npm:ical.js@2.2.1';
import { createFeedHandler, feedPolicyFrom, feedsSecretVariable } from '../_shared/meeting-feeds/feed-handler.ts';
import { feedStore } from '../_shared/meeting-feeds/feed-store.ts';

const env = (name: string) => Deno.env.get(name);
const supabaseUrl = (env('SUPABASE_URL') ?? '').replace(/\/+$/, '');
const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';

/** Every address of a host, both families; a family the host has none of is no address rather than a failure. */
async function resolve(host: string): Promise<string[]> {
  const answers = await Promise.allSettled([Deno.resolveDns(host, 'A'), Deno.resolveDns(host, 'AAAA')]);
  if (answers.every((answer) => answer.status === 'rejected')) throw new Error(`${host} did not resolve`);
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
}

Deno.serve(
  createFeedHandler(env(feedsSecretVariable), {
    fetch: (input, init) => fetch(input, init),
    resolve,
    policy: feedPolicyFrom(env),
    ical: ICAL,
    store: feedStore(supabaseUrl, serviceRoleKey, (input, init) => fetch(input, init)),
    log: (line) => console.error(line),
  }),
);
