import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAnonKey } from '../../supabase/local/jwt';
import { createNodeClient } from '../../supabase/local/node-client';
import { signInAsAdmin, uniqueTag } from './support/admin';
import { leadRow, tableRows } from './support/inbox';
import { startStandInProcess, type StandInProcess } from './support/stand-in-process';
import { routeApiTo } from './support/stand-in-route';
import { expect, test } from './support/test';

async function sendLead(url: string, tag: string) {
  const visitor = createNodeClient(url, localAnonKey);
  const { error } = await visitor.from('contact_submissions').insert({
    first_name: 'Missed',
    last_name: 'Lead',
    email: `${tag}@example.com`,
    phone: '+1 555 0199',
    business: tag,
  });
  if (error) throw error;
}

test('when the stand-in is killed the page says live updates are paused, and once it is back it shows the lead sent meanwhile', async ({
  page,
}) => {
  // Two starts of a stand-in with its data on disk, one of them from scratch, on a shared 2-core machine.
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'inbox-reconnect-'));
  let standIn: StandInProcess | null = await startStandInProcess(0, dataDir);
  const port = Number(new URL(standIn.url).port);
  // While `target` is null the page's connections are refused, as with nothing listening on the port.
  let target: string | null = standIn.url;
  try {
    await routeApiTo(page, () => target);
    await signInAsAdmin(page);
    await expect(page.getByText('Live updates on')).toBeVisible();
    const tag = uniqueTag('reconnect');
    await sendLead(standIn.url, `${tag}-before`);
    await expect(leadRow(page, `${tag}-before`)).toBeVisible();

    target = null;
    await standIn.kill();
    standIn = null;
    await expect(page.getByText('Live updates paused — reconnecting…')).toBeVisible();

    // Back on the same port and data, and a visitor sends a lead before the page has reconnected.
    standIn = await startStandInProcess(port, dataDir);
    await sendLead(standIn.url, `${tag}-missed`);
    await expect(page.getByText('Live updates paused — reconnecting…')).toBeVisible();
    await expect(leadRow(page, `${tag}-missed`)).toHaveCount(0);

    target = standIn.url;
    // realtime-js tries again after 1, 2, 5, then every 10 s.
    await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Live updates paused — reconnecting…')).toHaveCount(0);
    await expect(tableRows(page).first()).toContainText(`${tag}-missed`);
  } finally {
    await standIn?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
