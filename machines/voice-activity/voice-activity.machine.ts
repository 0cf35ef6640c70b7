import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { failureOf, reportFailure } from '../failure-report';

/** Who ended a conversation, as voice_events stores it. */
export type EndedBy = 'visitor' | 'assistant' | 'error';

/** One row for record_voice_event: an opening, a start, or an end with its length. */
export type VoiceActivity =
  { kind: 'opened' } | { kind: 'started' } | { kind: 'ended'; durationS: number; endedBy: EndedBy };

/** The database refuses longer conversations; a tab left open past two hours still records one. */
export const maxRecordedSeconds = 7200;

/** Whole seconds between two instants (ms), within what the database accepts. */
export const conversationSeconds = (startedAt: number, endedAt: number): number =>
  Math.min(maxRecordedSeconds, Math.max(0, Math.round((endedAt - startedAt) / 1000)));

export type VoiceActivityEvent =
  | { type: 'page.opened' }
  | { type: 'conversation.started'; at: number }
  | { type: 'conversation.ended'; at: number; endedBy: EndedBy }
  /** The visitor leaves the page (closes the tab, goes elsewhere) during a conversation. */
  | { type: 'conversation.left'; at: number };

export type VoiceActivityContext = { slug: string; queue: VoiceActivity[]; startedAt: number | null };

/**
 * Records what a visitor does on a voice page, one write at a time in the order it happened. It never holds the
 * page up: the page only sends events, and a write that fails is logged and dropped so the next one goes ahead.
 */
export const voiceActivityMachine = setup({
  types: {
    input: {} as { slug: string },
    context: {} as VoiceActivityContext,
    events: {} as VoiceActivityEvent,
  },
  actors: {
    writeActivity: fromPromise<void, { slug: string; activity: VoiceActivity }>(notProvided('writeActivity')),
  },
  actions: {
    reportFailure,
    /**
     * Sends a conversation's end at once, past the queue, in a request that outlives the page (the page is going
     * and a queued write would go with it).
     */
    sendBeforeLeaving: (_, _write: { slug: string; activity: VoiceActivity }) => {},
    forgetStart: assign({ startedAt: null }),
    enqueue: assign({
      queue: ({ context, event }) => {
        switch (event.type) {
          case 'page.opened':
            return [...context.queue, { kind: 'opened' } as const];
          case 'conversation.started':
            return [...context.queue, { kind: 'started' } as const];
          case 'conversation.ended':
            return [
              ...context.queue,
              {
                kind: 'ended',
                endedBy: event.endedBy,
                durationS: conversationSeconds(context.startedAt ?? event.at, event.at),
              } as const,
            ];
          default:
            return context.queue;
        }
      },
      startedAt: ({ context, event }) => {
        if (event.type === 'conversation.started') return event.at;
        if (event.type === 'conversation.ended') return null;
        return context.startedAt;
      },
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    queued: ({ context }) => context.queue.length > 0,
    inConversation: ({ context }) => context.startedAt !== null,
  },
}).createMachine({
  id: 'voiceActivity',
  context: ({ input }) => ({ slug: input.slug, queue: [], startedAt: null }),
  on: {
    'page.opened': { actions: 'enqueue' },
    'conversation.started': { actions: 'enqueue' },
    'conversation.ended': { actions: 'enqueue' },
    // Talk time is never lost: a conversation the visitor leaves is ended by the visitor, timed to the moment.
    'conversation.left': {
      guard: 'inConversation',
      actions: [
        {
          type: 'sendBeforeLeaving',
          params: ({ context, event }) => ({
            slug: context.slug,
            activity: {
              kind: 'ended',
              endedBy: 'visitor',
              durationS: conversationSeconds(context.startedAt ?? event.at, event.at),
            },
          }),
        },
        'forgetStart',
      ],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'queued', target: 'writing' },
    },
    writing: {
      invoke: {
        id: 'writeActivity',
        src: 'writeActivity',
        input: ({ context }) => {
          const [activity] = context.queue;
          // Entered only through the 'queued' guard, so this never throws; it keeps the input's type honest.
          if (!activity) throw new Error('voiceActivity: writing with nothing queued');
          return { slug: context.slug, activity };
        },
        onDone: { target: 'idle', actions: 'dequeue' },
        onError: {
          target: 'idle',
          actions: [{ type: 'reportFailure', params: failureOf }, 'dequeue'],
        },
      },
    },
  },
});
