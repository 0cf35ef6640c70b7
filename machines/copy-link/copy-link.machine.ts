import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';

/** How long `Copied` stays beside a link after it was copied. */
export const copiedShowsMs = 2000;

export type CopyLinkEvent = { type: 'link.copy'; id: string; url: string };

type CopyLinkContext = { id: string | null; error: string | null };

export const copyFailedMessage = 'Could not copy the link. Select it and copy it yourself.';

/**
 * Copying a page's link to the clipboard, with a short-lived `Copied` beside the link that was copied (`id`).
 * A new copy replaces the one showing. Invoked by every screen that offers `Copy link`.
 */
export const copyLinkMachine = setup({
  types: { context: {} as CopyLinkContext, events: {} as CopyLinkEvent },
  actors: {
    writeClipboard: fromPromise<void, { url: string }>(notProvided('writeClipboard')),
  },
  delays: { copiedShowsMs },
}).createMachine({
  id: 'copyLink',
  context: { id: null, error: null },
  initial: 'idle',
  on: {
    'link.copy': {
      target: '.copying',
      actions: assign(({ event }) => ({ id: event.id, error: null })),
    },
  },
  states: {
    idle: {},
    copying: {
      invoke: {
        id: 'writeClipboard',
        src: 'writeClipboard',
        input: ({ event }) => ({ url: event.url }),
        onDone: { target: 'copied' },
        onError: { target: 'idle', actions: assign({ id: null, error: copyFailedMessage }) },
      },
    },
    copied: {
      tags: ['copied'],
      after: { copiedShowsMs: { target: 'idle', actions: assign({ id: null }) } },
    },
  },
});
