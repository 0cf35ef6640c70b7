import { assign, fromCallback, fromPromise, not, setup, type EventObject } from 'xstate';
import { notProvided, unboundSensor } from '../not-provided';
import { failureOf, reportFailure } from '../failure-report';

/** Who ended a conversation, as the page reports it (the database's sweep writes a fourth, 'lost'). */
export type EndedBy = 'visitor' | 'assistant' | 'error';

/**
 * One row for record_voice_event: an opening, a start, or an end with its length. A start and its end name the
 * conversation's call id, which the heartbeats name too.
 */
export type VoiceActivity =
  | { kind: 'opened' }
  | { kind: 'started'; callId: string }
  | { kind: 'ended'; durationS: number; endedBy: EndedBy; callId: string | null };

/**
 * How often a page in a conversation says it is still going. A page that dies loses at most this much talk time; the
 * database's sweep ends a call after private.voice_call_settings.silent_after (60 s, four missed beats).
 */
export const heartbeatIntervalMs = 15_000;

/** What the heartbeat needs to say a conversation is still going, and how long it has lasted. */
export type HeartbeatInput = { slug: string; callId: string; startedAt: number };

/** The database refuses longer conversations; a tab left open past two hours still records one. */
export const maxRecordedSeconds = 7200;

/** Whole seconds between two instants (ms), within what the database accepts. */
export const conversationSeconds = (startedAt: number, endedAt: number): number =>
  Math.min(maxRecordedSeconds, Math.max(0, Math.round((endedAt - startedAt) / 1000)));

export type VoiceActivityEvent =
  | { type: 'page.opened' }
  /** `callId` is random and new for each conversation (bound in src/actors; the machine makes no ids). */
  | { type: 'conversation.started'; at: number; callId: string }
  | { type: 'conversation.ended'; at: number; endedBy: EndedBy }
  /** The visitor leaves the page (closes the tab, goes elsewhere) during a conversation. */
  | { type: 'conversation.left'; at: number };

export type VoiceActivityContext = {
  slug: string;
  queue: VoiceActivity[];
  startedAt: number | null;
  callId: string | null;
};

/**
 * Records what a visitor does on a voice page, one write at a time in the order it happened. It never holds the
 * page up: the page only sends events, and a write that fails is logged and dropped so the next one goes ahead.
 * While a conversation runs, a heartbeat tells the database it is still going, so a page that dies without a word
 * still has its talk time counted (docs/voice.md).
 */
export const voiceActivityMachine = setup({
  types: {
    input: {} as { slug: string },
    context: {} as VoiceActivityContext,
    events: {} as VoiceActivityEvent,
  },
  actors: {
    writeActivity: fromPromise<void, { slug: string; activity: VoiceActivity }>(notProvided('writeActivity')),
    /** Sends the talk time so far every few seconds until stopped; its failures are its own (the next beat retries). */
    heartbeat: fromCallback<EventObject, HeartbeatInput>(unboundSensor),
  },
  actions: {
    reportFailure,
    /**
     * Sends a conversation's end at once, past the queue, in a request that outlives the page (the page is going
     * and a queued write would go with it).
     */
    sendBeforeLeaving: (_, _write: { slug: string; activity: VoiceActivity }) => {},
    forgetStart: assign({ startedAt: null, callId: null }),
    enqueue: assign({
      queue: ({ context, event }) => {
        switch (event.type) {
          case 'page.opened':
            return [...context.queue, { kind: 'opened' } as const];
          case 'conversation.started':
            return [...context.queue, { kind: 'started', callId: event.callId } as const];
          case 'conversation.ended':
            return [
              ...context.queue,
              {
                kind: 'ended',
                endedBy: event.endedBy,
                durationS: conversationSeconds(context.startedAt ?? event.at, event.at),
                callId: context.callId,
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
      callId: ({ context, event }) => {
        if (event.type === 'conversation.started') return event.callId;
        if (event.type === 'conversation.ended') return null;
        return context.callId;
      },
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    queued: ({ context }) => context.queue.length > 0,
    inConversation: ({ context }) => context.startedAt !== null && context.callId !== null,
  },
}).createMachine({
  id: 'voiceActivity',
  context: ({ input }) => ({ slug: input.slug, queue: [], startedAt: null, callId: null }),
  on: {
    'page.opened': { actions: 'enqueue' },
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
              callId: context.callId,
            },
          }),
        },
        'forgetStart',
      ],
    },
  },
  type: 'parallel',
  states: {
    writes: {
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
    },
    // The heartbeat runs exactly as long as a conversation: from its start until its end or the page leaving.
    call: {
      initial: 'quiet',
      states: {
        quiet: { on: { 'conversation.started': { target: 'talking', actions: 'enqueue' } } },
        talking: {
          // A start without an end first (not something the page sends) still gets a heartbeat of its own.
          on: { 'conversation.started': { target: 'talking', reenter: true, actions: 'enqueue' } },
          always: { guard: not('inConversation'), target: 'quiet' },
          invoke: {
            id: 'heartbeat',
            src: 'heartbeat',
            input: ({ context }): HeartbeatInput => {
              // Entered only through 'inConversation', which a start sets with both; this keeps the input's type honest.
              if (context.callId === null || context.startedAt === null) {
                throw new Error('voiceActivity: talking outside a conversation');
              }
              return { slug: context.slug, callId: context.callId, startedAt: context.startedAt };
            },
          },
        },
      },
    },
  },
});
