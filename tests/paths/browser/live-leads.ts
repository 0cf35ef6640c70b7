import type { Page } from '@playwright/test';
import type { Lead } from '../../../machines/inbox/lead';
import { localServiceRoleKey } from '../../../supabase/local/jwt';
import { createNodeClient } from '../../../supabase/local/node-client';
import type { MachinePath } from '../../support/machine-paths';
import { payload } from '../../support/machine-spec';
import { rowOf } from './lead-row';
import type { RealtimeGate } from './realtime-gate';

/**
 * The world's lead changes on a path: a `lead.inserted` is a real insert into the stand-in and a `lead.updated` a
 * real update there (with the service role), each reaching the page over Realtime through the gate. Before the page
 * opens, the leads the path changes are put in place: the first version of each, so the first response stamp is the
 * path's (the database's trigger never moves a stamp once set).
 */
export async function liveLeads(page: Page, realtime: RealtimeGate, standInUrl: string, path: MachinePath) {
  const db = createNodeClient(standInUrl, localServiceRoleKey);
  const table = () => db.from('contact_submissions');
  const changed = path.steps
    .map(({ event }) => event)
    .filter((event) => event.type === 'lead.inserted' || event.type === 'lead.updated');
  const updated = new Map<string, Lead>();
  for (const event of changed) {
    const { lead } = payload<{ lead: Lead }>(event);
    if (event.type === 'lead.updated' && !updated.has(lead.id)) updated.set(lead.id, lead);
  }
  const ids = [...new Set(changed.map((event) => payload<{ lead: Lead }>(event).lead.id))];
  if (ids.length > 0) await must(table().delete().in('id', ids), 'clear the path’s leads');
  if (updated.size > 0) await must(table().insert([...updated.values()].map(rowOf)), 'put the changed leads in place');

  const delivered = async (lead: Lead, change: 'INSERT' | 'UPDATE', cause: () => Promise<void>) => {
    const relayed = realtime.whenRelayed(
      (message) => message.includes(change) && message.includes(lead.id),
      `${change} of ${lead.firstName} ${lead.lastName}`,
    );
    await cause();
    await relayed;
    // The page handles a Realtime message in one task; a round trip after it has been handed over waits for it.
    await page.evaluate(() => 0);
  };

  return {
    /** A lead that arrives twice in a path is taken out first; Realtime does not deliver deletes to the page. */
    insert: (lead: Lead) =>
      delivered(lead, 'INSERT', async () => {
        await must(table().delete().eq('id', lead.id), 'clear the arriving lead');
        await must(table().insert(rowOf(lead)), 'insert the arriving lead');
      }),
    /** Another admin's change. */
    update: (lead: Lead) =>
      delivered(lead, 'UPDATE', () =>
        must(table().update({ status: lead.status, spam: lead.spam }).eq('id', lead.id), 'update the lead'),
      ),
  };
}

async function must(query: PromiseLike<{ error: { message: string } | null }>, what: string) {
  const { error } = await query;
  if (error) throw new Error(`could not ${what} in the stand-in: ${error.message}`);
}
