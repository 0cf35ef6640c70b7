import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { Lead } from '../../../machines/inbox/lead';
import type { LeadStatus } from '../../../machines/inbox/lead-status';
import type { LeadHistoryEntry } from '../../../machines/lead-panel/lead-history';
import type { leadPanelMachine, LeadRecord } from '../../../machines/lead-panel/lead-panel.machine';
import type { MachinePath } from '../../support/machine-paths';
import { payload } from '../../support/machine-spec';
import type { BrowserFlow } from './browser-flow';
import { pressIfOffered, reacted } from './gestures';
import { holdRequests } from './held-requests';
import { replyText, statusNames } from './lead-screen-text';
import { historyRowOf, rowOf } from './lead-row';
import { liveLeads } from './live-leads';
import { gateRealtime } from './realtime-gate';
import { signInAsLocalAdmin } from './sign-in';

// What staff read in the panel, word for word: the panel at /admin/dashboard/$id with every field, mailto:/tel:
// links, the status and the history, the status names, 'Not spam', docs/admin.md ("Pipeline, notes
// and the lead panel": the missing lead's sentence, the history lines, "Sending…", "Could not add the note: …") and
// docs/architecture.md's rule on failures ("Could not …: <reason>", the fallbacks without one, 'Retry'). Never from
// src/: a changed message on the page must fail the replay.
const screenText = {
  loading: 'Loading...',
  missing: 'This lead does not exist, or you may not see it.',
  retry: 'Retry',
  status: 'Status',
  notSpam: 'Not spam',
  history: 'History',
  note: 'Note',
  addNote: 'Add note',
  sending: 'Sending…',
  dismiss: 'Dismiss',
  noReason: 'the server gave no reason.',
  refusedChange: (message: string) => `Could not save the change: ${message || 'the server refused it.'}`,
  refusedNote: (message: string) => `Could not add the note: ${message || 'the server refused it.'}`,
  statusChange: (entry: LeadHistoryEntry) =>
    `changed the status from ${entry.fromStatus ? statusNames[entry.fromStatus] : 'none'} to ${
      entry.toStatus ? statusNames[entry.toStatus] : 'none'
    }`,
  addedNote: 'added a note',
};

type Panel = SnapshotFrom<typeof leadPanelMachine>;
const panel = (state: AnyMachineSnapshot) => state as Panel;
const adding = { ready: { note: 'adding' } } as const;

/** Why a person (with the world) could not walk this path through the panel, if they could not. */
function cannotDo(path: MachinePath): string | undefined {
  for (const [index, { event, state }] of path.steps.entries()) {
    const before = path.steps[index - 1]?.state;
    if (!before || !reacted(before, state)) continue;
    const step = `step ${index + 1}`;
    if (event.type === 'note.input' && before.matches(adding))
      return `${step} types in the note box while a note is being sent, when the box is read-only`;
    // Handing a lead on needs a second member of staff to choose, which this replay's world (the stand-in's one
    // admin) does not have; tests/e2e/lead-owners.spec.ts walks it with two.
    if (event.type.startsWith('owner.'))
      return `${step} reassigns the lead, which needs a second member of staff this replay does not sign in`;
    if (event.type === 'lead.setStatus' && panel(before).context.lead?.spam === true)
      return `${step} chooses a status for a lead marked as suspected spam, where the panel offers only ${screenText.notSpam}`;
  }
  return undefined;
}

/**
 * The lead panel at /admin/dashboard/$id, over the inbox, signed in as the stand-in's admin. Staff choose a status,
 * press Not spam, type a note and press Add note, press Retry and Dismiss. The world's part: the lead and its history
 * are read through held requests answered with the path's record (none, for a lead that is not there) or its
 * failure; each save and each note is held and answered as the path says, and so is each reading of the history;
 * another admin's change is a real update in the stand-in, which reaches the page over Realtime.
 */
export const leadPanelBrowser: BrowserFlow = {
  url: (path) => `/admin/dashboard/${panel(path.steps[0]?.state ?? path.state).context.id}`,
  cannotDo,
  async open(page: Page, { path, apiUrl, standInUrl }) {
    await signInAsLocalAdmin(page);
    const rows = '**/rest/v1/contact_submissions?*';
    const leadReads = await holdRequests(page, rows, {
      when: (request) => request.method() === 'GET' && request.url().includes('id=eq.'),
    });
    const saves = await holdRequests(page, rows, { when: (request) => request.method() === 'PATCH' });
    // The history is read with the lead, after a save and after another admin's change: the same request, so each
    // is answered as the one its step caused (a re-read replaces the one under way, which the page gave up on).
    const historyReads = await holdRequests(page, '**/rest/v1/lead_events?*', {
      when: (request) => request.method() === 'GET',
      newest: true,
    });
    const notes = await holdRequests(page, '**/rest/v1/rpc/add_lead_note');
    const realtime = await gateRealtime(page, apiUrl, standInUrl);
    const leads = await liveLeads(page, realtime, standInUrl, path);
    let live: Promise<void> | undefined;
    let rereadSince = 0;
    // The message the path's last refusal must have put on screen, in the plan's words.
    let refusal: string | undefined;

    const dialog = page.getByRole('dialog');
    const failure = (message: string) => ({ code: 'P0001', details: null, hint: null, message });

    return {
      async act(event) {
        const { type } = event;
        if (type === 'xstate.done.actor.loadLead') {
          const record = payload<{ output: LeadRecord | null }>(event).output;
          await leadReads.answer(200, record ? [rowOf(record.lead)] : []);
          await historyReads.answer(200, (record?.history ?? []).map(historyRowOf));
        } else if (type === 'xstate.error.actor.loadLead') {
          // Not 503 or 520: supabase-js retries those (on the page's paused clock), as it would a transient failure.
          await leadReads.answer(500, failure(payload<{ error: Error }>(event).error.message));
          await historyReads.answer(200, []);
        } else if (type === 'panel.retry') {
          await pressIfOffered(dialog.getByRole('button', { name: screenText.retry, exact: true }));
        } else if (type === 'lead.setStatus') {
          const select = dialog.getByRole('combobox', { name: screenText.status, exact: true });
          if ((await select.count()) > 0 && (await select.isEnabled()))
            await select.selectOption(payload<{ status: LeadStatus }>(event).status);
        } else if (type === 'lead.notSpam') {
          await pressIfOffered(dialog.getByRole('button', { name: screenText.notSpam, exact: true }));
        } else if (type === 'xstate.done.actor.saveLead') {
          const { lead, history } = payload<{ output: LeadRecord }>(event).output;
          // The save reads the history back once the row is saved: the read sent after this answer.
          const since = historyReads.mark();
          await saves.answer(200, [rowOf(lead)]);
          await historyReads.answer(200, history.map(historyRowOf), { since });
        } else if (type === 'xstate.error.actor.saveLead') {
          const { message } = payload<{ error: Error }>(event).error;
          refusal = screenText.refusedChange(message);
          await saves.answer(400, failure(message));
        } else if (type === 'note.input') {
          const box = dialog.getByRole('textbox', { name: screenText.note, exact: true });
          if (await box.isEditable()) await box.fill(payload<{ text: string }>(event).text);
        } else if (type === 'note.add') {
          await pressIfOffered(dialog.getByRole('button', { name: screenText.addNote, exact: true }));
        } else if (type === 'xstate.done.actor.addNote') {
          await notes.answer(200, historyRowOf(payload<{ output: LeadHistoryEntry }>(event).output));
        } else if (type === 'xstate.error.actor.addNote') {
          const { message } = payload<{ error: Error }>(event).error;
          refusal = screenText.refusedNote(message);
          await notes.answer(400, failure(message));
        } else if (type === 'lead.updated') {
          // Realtime is let through at the first change: the page has joined by then, and its join waits meanwhile.
          live ??= realtime.open();
          await live;
          rereadSince = historyReads.mark();
          await leads.update(payload<{ lead: Lead }>(event).lead);
        } else if (type === 'xstate.done.actor.loadHistory') {
          const history = payload<{ output: LeadHistoryEntry[] }>(event).output;
          await historyReads.answer(200, history.map(historyRowOf), { since: rereadSince });
        } else if (type === 'xstate.error.actor.loadHistory') {
          const { message } = payload<{ error: Error }>(event).error;
          await historyReads.answer(500, failure(message), { since: rereadSince });
        } else if (type === 'notice.dismiss') {
          await pressIfOffered(dialog.getByRole('button', { name: screenText.dismiss, exact: true }));
        } else {
          throw new Error(`the lead panel has no gesture for ${type}`);
        }
      },
      async expectScreen(state: AnyMachineSnapshot) {
        const { context } = panel(state);
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(screenText.loading, { exact: true })).toHaveCount(
          state.matches('loading') ? 1 : 0,
        );
        await expect(dialog.getByText(screenText.missing, { exact: true })).toHaveCount(
          state.matches('missing') ? 1 : 0,
        );
        const retry = dialog.getByRole('button', { name: screenText.retry, exact: true });
        if (state.matches('failed')) {
          const reason = context.loadFailure?.reason ?? screenText.noReason;
          await expect(dialog.getByRole('alert').filter({ hasText: reason })).toBeVisible();
          await expect(retry).toBeVisible();
        } else {
          await expect(retry).toHaveCount(0);
        }
        if (!state.matches('ready') || !context.lead) return;
        await expectLead(page, context.lead, state.hasTag('saving'));
        const notice = dialog.getByRole('alert').filter({ hasText: /^Could not (save the change|add the note): / });
        if (context.notice === null) await expect(notice).toHaveCount(0);
        else if (refusal === undefined)
          throw new Error(`the model keeps ${JSON.stringify(context.notice)} with no refusal before it`);
        else await expect(notice).toHaveText(`${refusal} ${screenText.dismiss}`);
        await expectHistory(page, context.history, context.sendingNote);
        const box = dialog.getByRole('textbox', { name: screenText.note, exact: true });
        await expect(box).toHaveValue(context.noteDraft);
        // The box takes typing while a note is on its way: the next note is not lost.
        await expect(box).toBeEditable();
      },
    };
  },
};

/** The lead's name, its links, its status (or Not spam) and, for a lead that is not spam, its reply deadline. */
async function expectLead(page: Page, lead: Lead, saving: boolean) {
  const dialog = page.getByRole('dialog', { name: `${lead.firstName} ${lead.lastName}`, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: lead.email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${lead.email}`,
  );
  await expect(dialog.getByRole('link', { name: lead.phone, exact: true })).toHaveAttribute('href', /^tel:/);
  const notSpam = dialog.getByRole('button', { name: screenText.notSpam, exact: true });
  const select = dialog.getByRole('combobox', { name: screenText.status, exact: true });
  if (lead.spam) {
    await expect(notSpam).toBeEnabled({ enabled: !saving });
    await expect(select).toHaveCount(0);
    return;
  }
  await expect(notSpam).toHaveCount(0);
  await expect(select).toHaveValue(lead.status);
  // A saving select stays focusable (the keyboard keeps its place) and says it is busy instead of being disabled.
  if (saving) await expect(select).toHaveAttribute('aria-busy', 'true');
  else await expect(select).not.toHaveAttribute('aria-busy');
  // The database stamps the first response when a lead leaves `new`: a lead the path moves on without a stamp
  // exists only in the model, and its reply column is not judged.
  if (lead.firstResponseAt !== null) await expect(dialog.getByText(replyText.answered)).toBeVisible();
  else if (lead.status === 'new') await expect(dialog.getByText(replyText.waitingOrOverdue)).toBeVisible();
}

/** Who changed what, oldest first, and the note on its way under the admin's own email. */
async function expectHistory(page: Page, history: LeadHistoryEntry[], sendingNote: string | null) {
  const lines = page
    .getByRole('dialog')
    .getByRole('region', { name: screenText.history, exact: true })
    .getByRole('listitem');
  await expect(lines).toHaveCount(history.length + (sendingNote === null ? 0 : 1));
  for (const [index, entry] of history.entries()) {
    const line = lines.nth(index);
    await expect(line).toContainText(
      `${entry.authorEmail ?? ''} ${entry.kind === 'note' ? screenText.addedNote : screenText.statusChange(entry)}`,
    );
    if (entry.kind === 'note') await expect(line).toContainText(entry.body ?? '');
  }
  if (sendingNote !== null) {
    const line = lines.last();
    await expect(line).toContainText(`${screenText.addedNote} · ${screenText.sending}`);
    await expect(line).toContainText(sendingNote);
  }
}
