import { leadName, type Lead } from '../../machines/inbox/lead';
import { noteMaxLength } from '../../machines/lead-panel/lead-history';
import type { RefusedWrite } from '../../machines/lead-panel/lead-panel.machine';

/** The inbox's and lead panel's words about failures (staff only, English). */
export const inboxCopy = {
  loadFailed: 'Could not load submissions',
  figuresFailed: 'load the figures',
  refusedChange: (lead: Lead) => `save the change to ${leadName(lead)}`,
  panelLoadFailed: 'load this lead',
  /** After "Could not …:", what the lead panel tried when the server refused it. */
  panelRefused: {
    change: 'save the change',
    note: 'add the note',
    erase: 'erase this lead',
  } satisfies Record<RefusedWrite, string>,
  noteTooLong: `A note can be at most ${noteMaxLength.toLocaleString('en-US')} characters.`,
  retry: 'Retry',
  dismiss: 'Dismiss',
};
