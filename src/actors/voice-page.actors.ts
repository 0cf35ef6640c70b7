import { assign, enqueueActions, fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  voiceActivityMachine,
  type EndedBy,
  type VoiceActivityEvent,
} from '../../machines/voice-activity/voice-activity.machine';
import { voiceCallMachine } from '../../machines/voice-call/voice-call.machine';
import type { Microphone } from '../../machines/voice-page/microphones';
import {
  anonymousAssistant,
  voicePageMachine,
  type PersonalizedAssistant,
  type VoicePageContext,
  type VoicePageEvent,
} from '../../machines/voice-page/voice-page.machine';
import { callVisitorFunction } from '../lib/visitor-call';
import { toBookedMeeting } from './booking-answer';
import { m } from '../paraglide/messages.js';
import { appVoiceClient } from '../voice/app-voice-client';
import type { VoiceClient } from '../voice/voice-client';
import { voiceActivityImplementations } from './voice-activity.actors';
import { voiceCallActors } from './voice-call.actors';
import { reportFailure } from '../lib/failure-reports';
import { reportMachineFailure } from './report-failure';
import type { VoiceFailure } from '../../machines/voice-call/voice-call.machine';

/**
 * Reads one record through the security-definer function; it returns 0 or 1 rows, matched case-insensitively. A
 * plain request, so the greeting waits for the record only, never for supabase-js.
 */
export async function fetchPersonalizedAssistant(slug: string): Promise<PersonalizedAssistant | null> {
  const [row] = await callVisitorFunction('get_personalized_assistant', { p_slug: slug });
  // `returns table` columns come out typed as non-null, but name and assistant_id may be null: the app's type says so.
  return row
    ? { slug: row.slug, name: row.name, assistantId: row.assistant_id, maxCallSeconds: row.max_call_seconds }
    : null;
}

/**
 * Tells the page's `voiceActivity` child, stamped with the time now; the bare page (no slug) has no row to record
 * against, so it records nothing.
 */
const record = <Params>(activity: (params: Params, context: VoicePageContext) => VoiceActivityEvent) =>
  enqueueActions<VoicePageContext, VoicePageEvent, Params, VoicePageEvent, never, never, never, never, never>(
    ({ context, enqueue }, params) => {
      if (context.slug !== null) enqueue.sendTo('voiceActivity', activity(params, context));
    },
  );

const activityActions = {
  recordOpened: record(() => ({ type: 'page.opened' })),
  // The page's call id, which the call carries to the provider too: the id newVoiceCallId has just made (a page
  // bound without it, as some tests bind it, still records its start under an id of its own).
  recordStarted: record((_, { voiceCallId }) => ({
    type: 'conversation.started',
    at: Date.now(),
    callId: voiceCallId ?? crypto.randomUUID(),
  })),
  recordEnded: record(({ endedBy }: { endedBy: EndedBy }) => ({ type: 'conversation.ended', at: Date.now(), endedBy })),
  recordLeft: record(() => ({ type: 'conversation.left', at: Date.now() })),
};

const microphoneKey = 'voice.microphone';

/** The visitor's microphone from an earlier visit; storage may be off (private mode, blocked cookies). */
function rememberedMicrophone(): string | null {
  try {
    return localStorage.getItem(microphoneKey);
  } catch {
    return null;
  }
}

function rememberMicrophone(id: string) {
  try {
    localStorage.setItem(microphoneKey, id);
  } catch (error) {
    reportFailure(error, { effect: 'voicePage.rememberMicrophone', level: 'warning' });
  }
}

const captionsKey = 'voice.captions';

/** Whether this tab hid the captions earlier in its visit; storage may be off, and then they show. */
function captionsShownInTab(): boolean {
  try {
    return sessionStorage.getItem(captionsKey) !== 'hidden';
  } catch {
    return true;
  }
}

function rememberCaptionsShown(shown: boolean) {
  try {
    sessionStorage.setItem(captionsKey, shown ? 'shown' : 'hidden');
  } catch (error) {
    reportFailure(error, { effect: 'voicePage.rememberCaptionsShown', level: 'warning' });
  }
}

/**
 * Chrome's `default` and `communications` entries repeat a real microphone, and before permission every entry has
 * an empty id; none of them is a choice.
 */
const aliasIds = new Set(['', 'default', 'communications']);

async function listMicrophones(): Promise<Microphone[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'audioinput' && !aliasIds.has(device.deviceId))
    .map((device, index) => ({
      id: device.deviceId,
      label: device.label || m.voice_microphone_numbered({ number: index + 1 }),
    }));
}

/** Reports the audio inputs at once and on every plug or unplug; silent where the browser cannot list them. */
const watchMicrophones = fromCallback<EventObject>(({ sendBack }) => {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.enumerateDevices) return;
  const report = () => {
    listMicrophones().then(
      (microphones) => sendBack({ type: 'microphones.listed', microphones }),
      (error: unknown) => reportFailure(error, { effect: 'voicePage.watchMicrophones', level: 'warning' }),
    );
  };
  report();
  media.addEventListener('devicechange', report);
  return () => media.removeEventListener('devicechange', report);
});

/** How often the page asks whether the assistant has booked a meeting in the conversation. */
export const meetingPollMs = 2000;

/**
 * Polls the meeting booked in the conversation with this call id (the webhook stores it with the call id the
 * provider's metadata carries) and reports it once it is there and whenever it changes. A failed poll is a warning;
 * the next one tries again.
 */
const watchMeeting = fromCallback<VoicePageEvent, { voiceCallId: string | null }>(({ input, sendBack }) => {
  const { voiceCallId } = input;
  if (voiceCallId === null) return;
  let last = '';
  const poll = () => {
    callVisitorFunction('voice_call_meeting', { p_voice_call_id: voiceCallId }).then(
      (answer) => {
        if (answer === null) return;
        const meeting = toBookedMeeting(answer);
        const seen = JSON.stringify(meeting);
        if (seen === last) return;
        last = seen;
        sendBack({ type: 'meeting.booked', meeting });
      },
      (error: unknown) => reportFailure(error, { effect: 'voicePage.watchMeeting', level: 'warning' }),
    );
  };
  const timer = setInterval(poll, meetingPollMs);
  return () => clearInterval(timer);
});

/** What the visitor chose or their browser decided (a refused or missing microphone, blocked audio) is a warning. */
const visitorSideKinds: ReadonlySet<VoiceFailure['kind']> = new Set(['mic-permission', 'mic-unavailable', 'autoplay']);

function reportVoiceFailure(args: Parameters<typeof reportMachineFailure>[0], { error }: { error: unknown }) {
  const kind = (error as Partial<VoiceFailure> | null)?.kind;
  reportMachineFailure(args, { error }, kind && visitorSideKinds.has(kind) ? 'warning' : 'error');
}

/** Binds the voice page: the slug lookup, the SDK warm-up during the animation, the call itself and its activity. */
export const voicePageImplementations = (client: VoiceClient) => ({
  actors: {
    lookupAssistant: fromPromise<PersonalizedAssistant | null, { slug: string | null }>(({ input }) =>
      input.slug === null ? Promise.resolve(anonymousAssistant) : fetchPersonalizedAssistant(input.slug),
    ),
    voiceCall: voiceCallMachine.provide({
      actors: voiceCallActors(client),
      actions: { reportFailure: reportVoiceFailure },
    }),
    watchMicrophones,
    watchMeeting,
    voiceActivity: voiceActivityMachine.provide(voiceActivityImplementations),
  },
  actions: {
    prepareVoice: () => {
      // The call's start loads it again; a failure here only tells that the warm-up did not help.
      client
        .prepare()
        .catch((error: unknown) => reportFailure(error, { effect: 'voicePage.prepareVoice', level: 'warning' }));
    },
    // The bare page keeps no calls, so a report could find nothing: its calls carry no id.
    newVoiceCallId: assign<VoicePageContext, VoicePageEvent, unknown, VoicePageEvent, never>({
      voiceCallId: ({ context }) => (context.slug === null ? null : crypto.randomUUID()),
    }),
    ...activityActions,
    reportFailure: reportMachineFailure,
    rememberMicrophone: (_: unknown, { id }: { id: string }) => rememberMicrophone(id),
    rememberCaptionsShown: (_: unknown, { shown }: { shown: boolean }) => rememberCaptionsShown(shown),
  },
});

/**
 * The voice page's binding: the page's one voice client (the provider's, or the offline demo voice when no key is
 * configured) and the machine's effects on it. `offline` lets the page say plainly that it is the demo voice;
 * `microphoneId` is the microphone the visitor chose on an earlier visit, `captionsShown` the tab's captions switch.
 */
export function bindVoicePage() {
  const client = appVoiceClient();
  return {
    machine: voicePageMachine.provide(voicePageImplementations(client)),
    offline: client.kind === 'offline',
    microphoneId: rememberedMicrophone(),
    captionsShown: captionsShownInTab(),
  };
}
