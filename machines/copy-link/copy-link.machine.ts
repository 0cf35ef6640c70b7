import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';

/** How long `Copied` stays beside a link after it was copied. */
export const copiedShowsMs = 2000;

export type CopyLinkEvent = { type: 'link.copy'; id: string; url: string };

/** `refused`: the clipboard refused the last copy (the screen says how to copy the link by hand). */
type CopyLinkContext = { id: string | null; refused: boolean };

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
  context: { id: null, refused: false },
  initial: 'idle',
  on: {
    'link.copy': {
      target: '.copying',
      actions: assign(({ event }) => ({ id: event.id, refused: false })),
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
        onError: { target: 'idle', actions: assign({ id: null, refused: true }) },
      },
    },
    copied: {
      tags: ['copied'],
      after: { copiedShowsMs: { target: 'idle', actions: assign({ id: null }) } },
    },
  },
});
