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
    reassign: 'reassign this lead',
    erase: 'erase this lead',
  } satisfies Record<RefusedWrite, string>,
  noteTooLong: `A note can be at most ${noteMaxLength.toLocaleString('en-US')} characters.`,
  retry: 'Retry',
  dismiss: 'Dismiss',
};

/** How a person who asked again is marked (staff only, English). */
export const repeatCopy = {
  cameBackMark: (count: number) => (count === 1 ? 'Asked again' : `Asked again ×${count}`),
  cameBackTitle: (count: number) =>
    `This person asked for a demo again ${count === 1 ? 'once' : `${count} times`} within 30 days; each request is in the lead's journey.`,
  repeatMark: 'Repeat: open first request',
  /** Above the links to each later request on a lead's panel. */
  requestsHeading: 'Asked again on',
  /** The reply column of a repeat: its first request's deadline is the promise. */
  noDeadline: 'No deadline of its own',
};
