import { afterAll, expect, it } from 'vitest';
import { signInStaff } from '../support/staff-sign-in';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { businessOf, listenToLeads } from '../../supabase/local/lead-listener';
import { createNodeClient } from '../../supabase/local/node-client';
import { submission } from './stand-in-fixtures';

// A stand-in of this file's own, stopped and started again on the same port, as when a developer restarts
// `npm run backend`: supabase-js reconnects by itself and rejoins its channels. In memory, so the second server
// starts from the snapshot in about a second; the admin's token stays valid (same JWT secret, same claims).
let standIn: StandIn | null = null;
afterAll(() => standIn?.stop());

it('after the server restarts, supabase-js rejoins and the next lead arrives', { timeout: 60_000 }, async () => {
  standIn = await startStandIn({ port: 0, quiet: true });
  const port = Number(new URL(standIn.url).port);
  const admin = createNodeClient(standIn.url, standIn.anonKey);
  await signInStaff(admin, standIn.admin);
  const listener = await listenToLeads(admin);

  await standIn.stop();
  await expect.poll(() => listener.statuses).toContain('CHANNEL_ERROR');
  const rejoined = listener.resubscribed(20_000);
  standIn = await startStandIn({ port, quiet: true });
  await rejoined;

  const anon = createNodeClient(standIn.url, standIn.anonKey);
  const inserted = await anon.from('contact_submissions').insert(submission('after restart'));
  if (inserted.error) throw inserted.error;
  const change = await listener.waitFor((candidate) => businessOf(candidate) === 'after restart', 1000);
  expect(change.eventType).toBe('INSERT');
  await admin.removeAllChannels();
});
