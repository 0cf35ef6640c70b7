import { maxDurationEndedReason, type CallTarget, type WebCallRef } from '../../machines/voice-call/voice-call.machine';
import { classifyGetUserMediaError } from './mic-errors';
import { localeTag } from '../i18n/locale-names';
import { getLocale } from '../paraglide/runtime.js';
import type { OfflineCallReport } from './offline-call-report';
import {
  offlineBooked,
  offlineCallSummary,
  offlineGreeting,
  offlineNoBooking,
  offlineOffer,
  offlineVisitorTurn,
  replyAt,
} from './offline-script';
import type { OfflineToolCall } from './offline-tool-calls';
import { createSpeechDetector, levelSampleIntervalMs, rms } from './speech-detector';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';
import { transcriptMessage } from '../../machines/vapi-session/captions';
import { reportFailure } from '../lib/failure-reports';
import { createEmitter, type VoiceClient } from './voice-client';

/** A microphone level source: the RMS of what the microphone hears right now. */
export type LevelMeter = { level(): number; close(): void };

/** One spoken line: settles when the line has been said (or cut short). */
export type Utterance = { done: Promise<void>; cancel(): void };

export type OfflineVoiceDeps = {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createMeter: (stream: MediaStream) => LevelMeter;
  speak: (text: string) => Utterance;
  now: () => number;
  /** The pause between the assistant becoming ready and its greeting, like a person picking up. */
  greetingDelayMs: number;
  /** Told of each call that ends, as the provider reports one; absent, the calls are told to no one. */
  reportCall?: (report: OfflineCallReport) => void;
  /**
   * Runs one of the assistant's server tools through the voice webhook, as the provider does; absent (or on the bare
   * page, whose calls have no id), the voice offers no meeting.
   */
  callTool?: (call: OfflineToolCall) => Promise<unknown>;
};

/** The first free slot of a list_free_slots answer (`{ freeSlots: [ISO, …] }`), or null. */
const firstFreeSlot = (answer: unknown): string | null => {
  const slots = (answer as { freeSlots?: unknown } | null)?.freeSlots;
  return Array.isArray(slots) && typeof slots[0] === 'string' ? slots[0] : null;
};

/** The meeting of a book_meeting answer that booked it (or found the lead's own), or null. */
const bookedMeeting = (answer: unknown): { startsAt: string; hostName: string } | null => {
  const { outcome, meeting } = (answer ?? {}) as {
    outcome?: unknown;
    meeting?: { startsAt?: unknown; hostName?: unknown };
  };
  if ((outcome !== 'booked' && outcome !== 'already_booked') || typeof meeting?.startsAt !== 'string') return null;
  return { startsAt: meeting.startsAt, hostName: typeof meeting.hostName === 'string' ? meeting.hostName : '' };
};

/** Roughly how long a line takes to say, so the visitor sees 'AI Speaking' for as long as a voice would talk. */
export const spokenDurationMs = (text: string): number =>
  Math.min(9000, Math.max(1500, text.split(/\s+/).length * 330));

function analyserMeter(stream: MediaStream): LevelMeter {
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaStreamSource(stream).connect(analyser);
  void context.resume();
  const samples = new Float32Array(analyser.fftSize);
  return {
    level() {
      analyser.getFloatTimeDomainData(samples);
      return rms(samples);
    },
    close() {
      void context.close();
    },
  };
}

/**
 * Speaks with the browser's speech synthesis where there is one. Without it, or when it fails (no
 * voices installed, as in headless browsers), the line still takes its natural time, so the
 * conversation keeps its rhythm and the caption is there to read.
 */
function browserSpeech(text: string): Utterance {
  const duration = spokenDurationMs(text);
  const startedAt = Date.now();
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const timers: ReturnType<typeof setTimeout>[] = [];
  const settle = () => {
    timers.forEach(clearTimeout);
    finish();
  };
  const synth = typeof speechSynthesis === 'undefined' ? null : speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
    timers.push(setTimeout(settle, duration));
    return { done, cancel: settle };
  }
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 1.05;
  // The page's language, and a voice for it when the browser has one (else the browser picks by lang).
  utterance.lang = localeTag();
  const voice = synth.getVoices().find((candidate) => candidate.lang.startsWith(getLocale()));
  if (voice) utterance.voice = voice;
  utterance.onend = settle;
  utterance.onerror = () => timers.push(setTimeout(settle, Math.max(0, duration - (Date.now() - startedAt))));
  // A synthesiser that never reports back must not hold the floor forever.
  timers.push(setTimeout(settle, duration * 2 + 2000));
  synth.cancel();
  synth.speak(utterance);
  return {
    done,
    cancel() {
      synth.cancel();
      settle();
    },
  };
}

const browserDeps = (): OfflineVoiceDeps => ({
  getUserMedia: (constraints) => {
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      return Promise.reject(new DOMException('This page cannot use a microphone here.', 'NotFoundError'));
    }
    return navigator.mediaDevices.getUserMedia(constraints);
  },
  createMeter: analyserMeter,
  speak: browserSpeech,
  now: () => Date.now(),
  greetingDelayMs: 700,
});

/**
 * The embedded voice used when no provider key is configured: a real conversation loop
 * with no network. The microphone is sampled every 100 ms; a level above 0.01 starts the visitor's
 * speech and 1 s of silence ends it, and then the assistant answers with the next scripted line.
 */
export function createOfflineVoiceClient(overrides: Partial<OfflineVoiceDeps> = {}): VoiceClient {
  const deps = { ...browserDeps(), ...overrides };
  const events = createEmitter<VoiceEvent>();
  let generation = 0;
  let calls = 0;
  let muted = false;
  let teardown: (endedReason?: string) => void = () => {};

  async function run({ audioInputId, maxDurationSeconds, voiceCallId }: CallTarget = {}) {
    teardown();
    const mine = ++generation;
    events.emit({ type: 'progress', stage: 'microphone', status: 'started' });
    let stream: MediaStream;
    try {
      stream = await deps.getUserMedia({
        audio: {
          echoCancellation: true,
          noiseSuppression: true,
          ...(audioInputId === undefined ? {} : { deviceId: { exact: audioInputId } }),
        },
      });
    } catch (error) {
      if (mine === generation) events.emit({ type: 'error', error: classifyGetUserMediaError(error) });
      return;
    }
    const tracks = stream.getAudioTracks();
    if (mine !== generation) {
      tracks.forEach((track) => track.stop());
      return;
    }
    tracks.forEach((track) => (track.enabled = !muted));
    let meter: LevelMeter;
    try {
      meter = deps.createMeter(stream);
    } catch (error) {
      // Without a level meter nobody can be heard: release the microphone and say so, rather than hang in Connecting.
      tracks.forEach((track) => track.stop());
      events.emit({
        type: 'error',
        error: { kind: 'unknown', message: 'The microphone could not be read.', fatal: true, raw: error },
      });
      return;
    }
    const detector = createSpeechDetector();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let speaking: Utterance | null = null;
    let turn = 0;
    const startedAt = deps.now();
    const lines: OfflineCallReport['lines'] = [];
    const note = (speaker: 'assistant' | 'visitor', text: string) =>
      lines.push({ speaker, seconds: Math.round((deps.now() - startedAt) / 100) / 10, text });

    const say = (text: string) => {
      detector.reset();
      const utterance = deps.speak(text);
      speaking = utterance;
      events.emit({ type: 'assistant-speech', speaking: true });
      events.emit({ type: 'message', message: transcriptMessage('assistant', text, true) });
      note('assistant', text);
      void utterance.done.then(() => {
        if (mine !== generation || speaking !== utterance) return;
        speaking = null;
        detector.reset();
        events.emit({ type: 'assistant-speech', speaking: false });
      });
    };

    /**
     * With the tools, the visitor's first turn gets the first free time offered and their next one books it (the
     * offline voice hears that someone speaks, never what, so any answer is a yes); then the script goes on.
     */
    const tools = deps.callTool && voiceCallId ? { call: deps.callTool, voiceCallId } : null;
    let booking: { stage: 'offer' } | { stage: 'book'; startsAt: string } | { stage: 'done' } = {
      stage: tools ? 'offer' : 'done',
    };
    let thinking = false;
    const bookingLine = async (): Promise<string> => {
      if (!tools || booking.stage === 'done') return replyAt(turn++);
      try {
        if (booking.stage === 'offer') {
          const startsAt = firstFreeSlot(
            await tools.call({ voiceCallId: tools.voiceCallId, name: 'list_free_slots', arguments: {} }),
          );
          booking = startsAt === null ? { stage: 'done' } : { stage: 'book', startsAt };
          return startsAt === null ? offlineNoBooking() : offlineOffer(startsAt);
        }
        const meeting = bookedMeeting(
          await tools.call({
            voiceCallId: tools.voiceCallId,
            name: 'book_meeting',
            arguments: { startsAt: booking.startsAt },
          }),
        );
        booking = { stage: 'done' };
        return meeting === null ? offlineNoBooking() : offlineBooked(meeting.startsAt, meeting.hostName);
      } catch (error) {
        booking = { stage: 'done' };
        reportFailure(error, { effect: 'offlineVoice.callTool', level: 'warning' });
        return offlineNoBooking();
      }
    };
    const answerVisitor = () => {
      thinking = true;
      void bookingLine().then((line) => {
        thinking = false;
        if (mine === generation) say(line);
      });
    };

    const sampler = setInterval(() => {
      // The assistant does not listen to itself (nor while it runs a tool); a muted visitor is silent.
      if (speaking || thinking) return;
      const level = muted ? 0 : meter.level();
      const change = detector.sample(level, deps.now());
      // It hears that the visitor speaks, never what: the line being said, then the same line as said.
      if (change === 'start') {
        note('visitor', offlineVisitorTurn());
        events.emit({ type: 'message', message: transcriptMessage('user', offlineVisitorTurn(), false) });
      }
      if (change === 'end') {
        events.emit({ type: 'message', message: transcriptMessage('user', offlineVisitorTurn(), true) });
        answerVisitor();
      }
    }, levelSampleIntervalMs);

    // A call ends once, however it ends: End, leaving, a new call, or the hang-up at the maximum length.
    teardown = (endedReason = 'customer-ended-call') => {
      clearInterval(sampler);
      timers.forEach(clearTimeout);
      speaking?.cancel();
      speaking = null;
      meter.close();
      tracks.forEach((track) => track.stop());
      teardown = () => {};
      deps.reportCall?.({
        voiceCallId: voiceCallId ?? null,
        locale: getLocale(),
        startedAt: new Date(startedAt).toISOString(),
        endedAt: new Date(deps.now()).toISOString(),
        endedReason,
        summary: offlineCallSummary(lines.filter((line) => line.speaker === 'visitor').length),
        lines,
      });
    };

    calls += 1;
    events.emit({ type: 'progress', stage: 'microphone', status: 'completed' });
    events.emit({ type: 'connected', callId: `offline-${calls}` });
    events.emit({ type: 'assistant-ready' });
    timers.add(setTimeout(() => say(offlineGreeting()), deps.greetingDelayMs));
    // Like the provider, the assistant hangs up at the page's maximum length, counted from picking up.
    if (maxDurationSeconds !== undefined) {
      timers.add(
        setTimeout(() => {
          generation += 1;
          teardown(maxDurationEndedReason);
          events.emit({ type: 'ended', reason: maxDurationEndedReason });
        }, maxDurationSeconds * 1000),
      );
    }
  }

  return {
    kind: 'offline',
    prepare: async () => {},
    start: (target: CallTarget) => run(target),
    reconnect: (_webCall: WebCallRef) => run(),
    async stop() {
      generation += 1;
      teardown();
    },
    setMuted(next: boolean) {
      muted = next;
    },
    isMuted: () => muted,
    subscribe: events.subscribe,
    async dispose() {
      await this.stop();
    },
  };
}
