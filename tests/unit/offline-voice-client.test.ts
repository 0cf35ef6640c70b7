import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOfflineVoiceClient, type Utterance } from '../../src/voice/offline-voice-client';
import type { OfflineCallReport } from '../../src/voice/offline-call-report';
import type { OfflineToolCall } from '../../src/voice/offline-tool-calls';
import {
  offlineBooked,
  offlineCallSummary,
  offlineOffer,
  offlineGreeting,
  offlineReplies,
  offlineVisitorTurn,
} from '../../src/voice/offline-script';
import { createSpeechDetector } from '../../src/voice/speech-detector';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';

type FakeTrack = { enabled: boolean; stopped: boolean; stop(): void };

function fakeMicrophone() {
  const track: FakeTrack = { enabled: true, stopped: false, stop: () => void (track.stopped = true) };
  const stream = { getAudioTracks: () => [track] } as unknown as MediaStream;
  return { track, stream };
}

/** A speaker whose lines last until the test says so. */
function fakeSpeaker() {
  const lines: Array<{ text: string; finish: () => void; cancelled: boolean }> = [];
  const speak = (text: string): Utterance => {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const line = { text, finish, cancelled: false };
    lines.push(line);
    return { done, cancel: () => ((line.cancelled = true), finish()) };
  };
  return { lines, speak };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the offline demo voice', () => {
  let level: number;
  let events: VoiceEvent[];
  let mic: ReturnType<typeof fakeMicrophone>;
  let speaker: ReturnType<typeof fakeSpeaker>;
  let getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;

  beforeEach(() => {
    vi.useFakeTimers();
    level = 0;
    events = [];
    mic = fakeMicrophone();
    speaker = fakeSpeaker();
    getUserMedia = async () => mic.stream;
  });
  afterEach(() => vi.useRealTimers());

  const client = (reportCall?: (report: OfflineCallReport) => void) => {
    const made = createOfflineVoiceClient({
      getUserMedia: (constraints) => getUserMedia(constraints),
      createMeter: () => ({ level: () => level, close: () => {} }),
      speak: speaker.speak,
      now: () => Date.now(),
      greetingDelayMs: 700,
      ...(reportCall ? { reportCall } : {}),
    });
    made.subscribe((event) => events.push(event));
    return made;
  };
  const kinds = () =>
    events
      .filter((event) => event.type !== 'progress')
      .map((event) => (event.type === 'assistant-speech' ? `speech:${event.speaking}` : event.type));

  it('connects, greets, then listens', async () => {
    const voice = client();
    await voice.start({ assistantId: 'any' });
    expect(kinds()).toEqual(['connected', 'assistant-ready']);
    await vi.advanceTimersByTimeAsync(699);
    expect(speaker.lines).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(speaker.lines.map((line) => line.text)).toEqual([offlineGreeting()]);
    expect(kinds()).toEqual(['connected', 'assistant-ready', 'speech:true', 'message']);
    speaker.lines[0]?.finish();
    await flush();
    expect(kinds().at(-1)).toBe('speech:false');
    await voice.stop();
  });

  it('asks for exactly the chosen microphone, and for the default one when none was chosen', async () => {
    const asked: MediaStreamConstraints[] = [];
    getUserMedia = async (constraints) => (asked.push(constraints), mic.stream);
    const voice = client();
    await voice.start({ assistantId: 'any', audioInputId: 'mic-headset' });
    await voice.stop();
    await voice.start({ assistantId: 'any' });
    await voice.stop();
    expect(asked).toEqual([
      { audio: { echoCancellation: true, noiseSuppression: true, deviceId: { exact: 'mic-headset' } } },
      { audio: { echoCancellation: true, noiseSuppression: true } },
    ]);
  });

  it('hangs up at the maximum length, counted from picking up, as the assistant ending the call', async () => {
    const voice = client();
    await voice.start({ assistantId: 'any', maxDurationSeconds: 30 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(events.some((event) => event.type === 'ended')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(events.at(-1)).toEqual({ type: 'ended', reason: 'exceeded-max-duration' });
    expect(mic.track.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events.filter((event) => event.type === 'ended')).toHaveLength(1);
  });

  it('a call ended before its maximum length is not hung up later', async () => {
    const voice = client();
    await voice.start({ assistantId: 'any', maxDurationSeconds: 30 });
    await voice.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events.some((event) => event.type === 'ended')).toBe(false);
  });

  it('releases the microphone and fails the call when the microphone cannot be read', async () => {
    const voice = createOfflineVoiceClient({
      getUserMedia: async () => mic.stream,
      createMeter: () => {
        throw new DOMException('The AudioContext could not be started.', 'NotSupportedError');
      },
      speak: speaker.speak,
    });
    voice.subscribe((event) => events.push(event));
    await voice.start({ assistantId: 'any' });
    expect(mic.track.stopped).toBe(true);
    expect(events.filter((event) => event.type !== 'progress')).toMatchObject([
      { type: 'error', error: { kind: 'unknown', fatal: true } },
    ]);
  });

  it('answers once the visitor has spoken and then been silent for a second', async () => {
    const voice = client();
    await voice.start({ assistantId: 'any' });
    await vi.advanceTimersByTimeAsync(700);
    speaker.lines[0]?.finish();
    await flush();
    level = 0.05;
    await vi.advanceTimersByTimeAsync(500);
    level = 0;
    await vi.advanceTimersByTimeAsync(900);
    expect(speaker.lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(speaker.lines.map((line) => line.text)).toEqual([offlineGreeting(), offlineReplies()[0]]);
    // The same transcript messages as the provider's web SDK: the visitor's line while said and once said, then
    // the reply, each a final line the captions show.
    expect(events.filter((event) => event.type === 'message').map((event) => event.message)).toEqual([
      { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: offlineGreeting() },
      { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: offlineVisitorTurn() },
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: offlineVisitorTurn() },
      { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: offlineReplies()[0] },
    ]);
    await voice.stop();
    expect(speaker.lines[1]?.cancelled).toBe(true);
    expect(mic.track.stopped).toBe(true);
  });

  it("with the tools, offers the first free time on the visitor's first turn and books it on the next, in its own call", async () => {
    const asked: OfflineToolCall[] = [];
    const callTool = async (call: OfflineToolCall) => {
      asked.push(call);
      return call.name === 'list_free_slots'
        ? { freeSlots: ['2026-12-01T09:00:00.000Z', '2026-12-01T09:30:00.000Z'] }
        : { outcome: 'booked', meeting: { startsAt: '2026-12-01T09:00:00.000Z', hostName: 'Ada' } };
    };
    const voice = createOfflineVoiceClient({
      getUserMedia: () => getUserMedia({}),
      createMeter: () => ({ level: () => level, close: () => {} }),
      speak: speaker.speak,
      now: () => Date.now(),
      greetingDelayMs: 700,
      callTool,
    });
    await voice.start({ assistantId: 'any', voiceCallId: 'call-1' });
    await vi.advanceTimersByTimeAsync(700);
    const visitorSpeaks = async () => {
      speaker.lines.at(-1)?.finish();
      await flush();
      level = 0.05;
      await vi.advanceTimersByTimeAsync(500);
      level = 0;
      await vi.advanceTimersByTimeAsync(1100);
    };
    await visitorSpeaks();
    await visitorSpeaks();
    await visitorSpeaks();
    expect(asked).toEqual([
      { voiceCallId: 'call-1', name: 'list_free_slots', arguments: {} },
      { voiceCallId: 'call-1', name: 'book_meeting', arguments: { startsAt: '2026-12-01T09:00:00.000Z' } },
    ]);
    expect(speaker.lines.map((line) => line.text)).toEqual([
      offlineGreeting(),
      offlineOffer('2026-12-01T09:00:00.000Z'),
      offlineBooked('2026-12-01T09:00:00.000Z', 'Ada'),
      offlineReplies()[0],
    ]);
    await voice.stop();
  });

  it('tells of a call once when it ends, as the provider reports one: its id, its lines with their times, its summary', async () => {
    const reports: OfflineCallReport[] = [];
    const voice = client((report) => reports.push(report));
    const startedAt = Date.now();
    await voice.start({ assistantId: 'any', voiceCallId: 'page-call-1' });
    await vi.advanceTimersByTimeAsync(700);
    speaker.lines[0]?.finish();
    await flush();
    level = 0.05;
    await vi.advanceTimersByTimeAsync(500);
    level = 0;
    await vi.advanceTimersByTimeAsync(1100);
    expect(reports).toEqual([]);
    await voice.stop();
    await voice.stop();
    expect(reports).toEqual([
      {
        voiceCallId: 'page-call-1',
        locale: 'en',
        startedAt: new Date(startedAt).toISOString(),
        endedAt: new Date(startedAt + 2300).toISOString(),
        endedReason: 'customer-ended-call',
        summary: offlineCallSummary(1),
        lines: [
          { speaker: 'assistant', seconds: 0.7, text: offlineGreeting() },
          { speaker: 'visitor', seconds: 0.8, text: offlineVisitorTurn() },
          { speaker: 'assistant', seconds: 2.2, text: offlineReplies()[0] },
        ],
      },
    ]);
  });

  it('tells of a call hung up at its maximum length with the provider’s reason', async () => {
    const reports: OfflineCallReport[] = [];
    const voice = client((report) => reports.push(report));
    await voice.start({ assistantId: 'any', maxDurationSeconds: 30 });
    await vi.advanceTimersByTimeAsync(30_000);
    await voice.stop();
    expect(reports.map(({ endedReason, voiceCallId }) => ({ endedReason, voiceCallId }))).toEqual([
      { endedReason: 'exceeded-max-duration', voiceCallId: null },
    ]);
  });

  it('does not hear a muted visitor', async () => {
    const voice = client();
    await voice.start({ assistantId: 'any' });
    await vi.advanceTimersByTimeAsync(700);
    speaker.lines[0]?.finish();
    voice.setMuted(true);
    level = 0.5;
    await vi.advanceTimersByTimeAsync(3000);
    expect(speaker.lines).toHaveLength(1);
    expect(voice.isMuted()).toBe(true);
    await voice.stop();
  });

  it('reports a refused microphone as a permission problem', async () => {
    getUserMedia = async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    };
    await client().start({ assistantId: 'any' });
    expect(events.filter((event) => event.type === 'error')).toEqual([
      { type: 'error', error: expect.objectContaining({ kind: 'mic-permission', fatal: true }) },
    ]);
  });

  it('reports a missing microphone as unavailable', async () => {
    getUserMedia = async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    };
    await client().start({ assistantId: 'any' });
    expect(events.find((event) => event.type === 'error')).toMatchObject({ error: { kind: 'mic-unavailable' } });
  });

  it('a stop while the microphone is being opened wins and releases it', async () => {
    let grant: (stream: MediaStream) => void = () => {};
    getUserMedia = () => new Promise((resolve) => (grant = resolve));
    const voice = client();
    const starting = voice.start({ assistantId: 'any' });
    await voice.stop();
    grant(mic.stream);
    await starting;
    await vi.advanceTimersByTimeAsync(2000);
    expect(kinds()).toEqual([]);
    expect(mic.track.stopped).toBe(true);
  });
});

describe('speech detection thresholds', () => {
  it('starts above 0.01 and ends after one second of silence', () => {
    const detector = createSpeechDetector();
    expect(detector.sample(0.01, 0)).toBeNull();
    expect(detector.sample(0.011, 100)).toBe('start');
    expect(detector.sample(0.2, 200)).toBeNull();
    expect(detector.sample(0, 1100)).toBeNull();
    expect(detector.sample(0, 1200)).toBe('end');
  });
});
