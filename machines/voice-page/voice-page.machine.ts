import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { notProvided, unboundSensor } from '../not-provided';
import { voiceActivityMachine, type EndedBy } from '../voice-activity/voice-activity.machine';
import { voiceCallMachine, type VoiceCallEvent, type VoiceCallOutput } from '../voice-call/voice-call.machine';
import { microphoneForCall, type Microphone } from './microphones';
import { failureOf, reportFailure } from '../failure-report';
import type { BookedMeeting } from '../booking/booking';

/** A personalised page's record; name and assistant may be missing in the data. */
export type PersonalizedAssistant = {
  slug: string;
  name: string | null;
  assistantId: string | null;
  /** The page's longest call; null leaves the assistant's own limit. */
  maxCallSeconds: number | null;
};

/**
 * The bare /ai-phone-caller behaves like a record with neither name nor assistant: 'User', default assistant, and
 * the assistant's own call length.
 */
export const anonymousAssistant: PersonalizedAssistant = {
  slug: '',
  name: null,
  assistantId: null,
  maxCallSeconds: null,
};

/**
 * `microphoneId` is the visitor's earlier choice, remembered by the browser; `captionsShown` whether this tab last
 * chose to show the live captions (shown unless it hid them).
 */
export type VoicePageInput = {
  slug: string | null;
  defaultAssistantId: string;
  microphoneId?: string | null;
  captionsShown?: boolean;
};

export type VoicePageEvent =
  | { type: 'conversation.start' }
  /** The visitor leaves the page: the tab closes or hides for good, or the app navigates elsewhere. */
  | { type: 'page.leave' }
  | { type: 'conversation.end' }
  | { type: 'microphones.listed'; microphones: Microphone[] }
  | { type: 'microphone.choose'; id: string }
  | { type: 'captions.show'; shown: boolean }
  /** The meeting the assistant booked in this conversation, as the database has it now. */
  | { type: 'meeting.booked'; meeting: BookedMeeting };

/** What went wrong with (or ended) the last conversation, as the welcome view words it. */
export type PageError = 'voice' | 'mic-permission' | 'mic-unavailable' | 'assistant-ended';

export type VoicePageContext = {
  slug: string | null;
  name: string;
  assistantId: string;
  defaultAssistantId: string;
  maxCallSeconds: number | null;
  microphones: Microphone[];
  microphoneId: string | null;
  /** Whether the call view shows the live captions. */
  captionsShown: boolean;
  /** The current conversation's id, new at each Start (made by the binding: the machine makes no ids). */
  voiceCallId: string | null;
  /** The meeting the assistant booked in one of this visit's conversations; shown until the page closes. */
  meeting: BookedMeeting | null;
  error: PageError | null;
};

export const fallbackName = 'User';

/**
 * The start animation, in ms after the click. Each stage waits for the difference to the
 * previous one, so the three moments stay exact however long a render takes.
 */
export const stageTimes = { igniting: 1200, revealing: 1800, complete: 3500 } as const;

export const greetingName = (record: PersonalizedAssistant | null): string => record?.name?.trim() || fallbackName;

export const assistantIdFor = (record: PersonalizedAssistant | null, defaultAssistantId: string): string =>
  record?.assistantId?.trim() || defaultAssistantId;

/**
 * A denied or missing microphone gets its own help text; a call the assistant or provider ended (hang-up, maximum
 * duration) says so; every other failure reads the same.
 */
export const pageErrorFor = ({ error, endedReason }: VoiceCallOutput): PageError | null => {
  if (error?.kind === 'mic-permission' || error?.kind === 'mic-unavailable') return error.kind;
  if (error?.kind === 'ended-by-remote') return 'assistant-ended';
  if (error) return 'voice';
  return endedReason === null ? null : 'assistant-ended';
};

const optionalMicrophone = (id: string | undefined) => (id === undefined ? {} : { audioInputId: id });

/** How a conversation that the visitor did not end is recorded. */
export const endedByFor = (output: VoiceCallOutput): EndedBy =>
  output.error === null || output.error.kind === 'ended-by-remote' ? 'assistant' : 'error';

/**
 * The personalised voice page: look the visitor up, greet them, play the start animation and run
 * one voice call per conversation. The call is a child machine invoked for the whole conversation,
 * so End (or leaving the page) stops it wherever it is; the voice SDK is prepared while the
 * animation runs so the call can start the moment it completes.
 */
export const voicePageMachine = setup({
  types: {
    input: {} as VoicePageInput,
    context: {} as VoicePageContext,
    events: {} as VoicePageEvent,
    // Each invoked child's id and the actor it runs, so the screen reads `children.voiceCall` with its type.
    children: {} as {
      lookupAssistant: 'lookupAssistant';
      voiceCall: 'voiceCall';
      voiceActivity: 'voiceActivity';
      watchMicrophones: 'watchMicrophones';
      watchMeeting: 'watchMeeting';
    },
  },
  actors: {
    /** Resolves the slug's record, null when there is none; with no slug, the anonymous record. */
    lookupAssistant: fromPromise<PersonalizedAssistant | null, { slug: string | null }>(notProvided('lookupAssistant')),
    voiceCall: voiceCallMachine,
    /** The page's activity for staff, recorded for as long as the page is open and stopped with it. */
    voiceActivity: voiceActivityMachine,
    /** Reports the audio inputs now and whenever they change (`microphones.listed`). */
    watchMicrophones: fromCallback(unboundSensor),
    /**
     * Reports the meeting booked in the conversation with this call id (`meeting.booked`) as soon as the database
     * has it, and again if it changes; nothing for a call without an id (the bare page).
     */
    watchMeeting: fromCallback<VoicePageEvent, { voiceCallId: string | null }>(unboundSensor),
  },
  actions: {
    reportFailure,
    prepareVoice: () => {},
    /** Gives the conversation about to start a new `voiceCallId` (bound in src/actors with a random UUID). */
    newVoiceCallId: () => {},
    /**
     * Tell the `voiceActivity` child, stamped with the time (bound in src/actors, the machine reads no clock); the
     * child's failed writes never reach the page.
     */
    recordOpened: () => {},
    recordStarted: () => {},
    recordEnded: (_, _params: { endedBy: EndedBy }) => {},
    /** Records the conversation's end as the page goes, in a way that outlives the page. */
    recordLeft: () => {},
    /** Keeps the visitor's microphone for their next visit. */
    rememberMicrophone: (_, _params: { id: string }) => {},
    /** Keeps the captions switch for the rest of the tab's visit. */
    rememberCaptionsShown: (_, _params: { shown: boolean }) => {},
  },
  guards: {
    recordFound: ({ event }) => 'output' in event && event.output !== null,
  },
  delays: {
    untilIgniting: stageTimes.igniting,
    untilRevealing: stageTimes.revealing - stageTimes.igniting,
    untilComplete: stageTimes.complete - stageTimes.revealing,
  },
}).createMachine({
  id: 'voicePage',
  context: ({ input }) => ({
    slug: input.slug?.trim() || null,
    name: fallbackName,
    assistantId: input.defaultAssistantId,
    defaultAssistantId: input.defaultAssistantId,
    maxCallSeconds: null,
    microphones: [],
    microphoneId: input.microphoneId ?? null,
    captionsShown: input.captionsShown ?? true,
    voiceCallId: null,
    meeting: null,
    error: null,
  }),
  on: {
    // Told of during the conversation, the meeting stays on screen after it ends.
    'meeting.booked': { actions: assign({ meeting: ({ event }) => event.meeting }) },
  },
  // The bare page (no slug) has no row to record against: its recorder is never told anything.
  invoke: { id: 'voiceActivity', src: 'voiceActivity', input: ({ context }) => ({ slug: context.slug ?? '' }) },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'lookupAssistant',
        src: 'lookupAssistant',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          {
            guard: 'recordFound',
            target: 'welcome',
            actions: [
              assign({
                name: ({ event }) => greetingName(event.output),
                assistantId: ({ context, event }) => assistantIdFor(event.output, context.defaultAssistantId),
                maxCallSeconds: ({ event }) => event.output?.maxCallSeconds ?? null,
              }),
              'recordOpened',
            ],
          },
          { target: 'notFound' },
        ],
        onError: { target: 'lookupFailed', actions: { type: 'reportFailure', params: failureOf } },
      },
    },
    notFound: {},
    lookupFailed: {},
    welcome: {
      // Listed afresh on every return: after the first call the browser names its microphones.
      invoke: { id: 'watchMicrophones', src: 'watchMicrophones' },
      on: {
        'microphones.listed': { actions: assign({ microphones: ({ event }) => event.microphones }) },
        'conversation.start': {
          target: 'conversation',
          actions: [assign({ error: null }), 'newVoiceCallId', 'recordStarted'],
        },
        'microphone.choose': {
          actions: [
            assign({ microphoneId: ({ event }) => event.id }),
            { type: 'rememberMicrophone', params: ({ event }) => ({ id: event.id }) },
          ],
        },
      },
    },
    conversation: {
      // Fetch the voice SDK while the animation plays; if it cannot load, the start reports it.
      entry: 'prepareVoice',
      invoke: [
        {
          id: 'voiceCall',
          src: 'voiceCall',
          onDone: {
            target: 'welcome',
            actions: [
              assign({ error: ({ event }) => pageErrorFor(event.output) }),
              { type: 'recordEnded', params: ({ event }) => ({ endedBy: endedByFor(event.output) }) },
            ],
          },
          onError: {
            target: 'welcome',
            actions: [assign({ error: 'voice' }), { type: 'recordEnded', params: { endedBy: 'error' } }],
          },
        },
        { id: 'watchMeeting', src: 'watchMeeting', input: ({ context }) => ({ voiceCallId: context.voiceCallId }) },
      ],
      on: {
        'conversation.end': { target: 'welcome', actions: { type: 'recordEnded', params: { endedBy: 'visitor' } } },
        // Closing the tab or leaving through a link ends the conversation as End does, so its talk time counts.
        'page.leave': { target: 'welcome', actions: 'recordLeft' },
        // The switch sits on the call view; the choice holds for the tab's later calls too.
        'captions.show': {
          actions: [
            assign({ captionsShown: ({ event }) => event.shown }),
            { type: 'rememberCaptionsShown', params: ({ event }) => ({ shown: event.shown }) },
          ],
        },
      },
      initial: 'entering',
      states: {
        entering: { after: { untilIgniting: 'igniting' } },
        igniting: { after: { untilRevealing: 'revealing' } },
        revealing: { after: { untilComplete: 'complete' } },
        complete: {
          entry: sendTo('voiceCall', ({ context }): VoiceCallEvent => ({
            type: 'call.start',
            target: {
              assistantId: context.assistantId,
              ...(context.maxCallSeconds === null ? {} : { maxDurationSeconds: context.maxCallSeconds }),
              ...optionalMicrophone(microphoneForCall(context.microphones, context.microphoneId)),
              ...(context.voiceCallId === null ? {} : { voiceCallId: context.voiceCallId }),
            },
          })),
        },
      },
    },
  },
});
