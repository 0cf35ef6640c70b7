import { createRequire } from 'node:module';

type Listener = (event?: unknown) => void;

/**
 * A Daily call object with just what @vapi-ai/web touches. The test drives it:
 * `join` resolves, rejects or hangs as constructed, `fire` raises Daily events, and `destroy` leaves the meeting the
 * way Daily does, so the SDK sees `left-meeting`.
 */
export class FakeDailyCall {
  readonly listeners = new Map<string, Set<Listener>>();
  joinCalls: unknown[] = [];
  destroyed = false;
  audioOn = true;
  sentMessages: string[] = [];

  constructor(
    private readonly joinMode: 'resolve' | 'hang' | 'reject',
    private readonly joinError?: unknown,
  ) {}

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }
  once(event: string, listener: Listener) {
    const wrapped: Listener = (payload) => {
      this.off(event, wrapped);
      listener(payload);
    };
    return this.on(event, wrapped);
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  fire(event: string, payload?: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }
  async join(options: unknown) {
    if (this.destroyed) throw new Error('Use after destroy');
    this.joinCalls.push(options);
    if (this.joinMode === 'resolve') return {};
    if (this.joinMode === 'reject') throw this.joinError;
    // 'hang': like a join whose call-machine bundle never arrives.
    return new Promise<never>(() => undefined);
  }
  iframe() {
    return null;
  }
  async destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.joinCalls.length > 0) this.fire('left-meeting', { action: 'left-meeting' });
  }
  sendAppMessage(message: string) {
    if (this.joinCalls.length === 0) throw new Error('sendAppMessage() only supported after join.');
    this.sentMessages.push(message);
  }
  setLocalAudio(on: boolean) {
    this.audioOn = on;
  }
  localAudio() {
    return this.audioOn;
  }
  async updateInputSettings() {
    return {};
  }
  async startRemoteParticipantsAudioLevelObserver() {}
  async startLocalAudioLevelObserver() {}
  updateParticipant() {}
  stopRecording() {}
}

type DailyModule = { createCallObject: (options?: unknown) => unknown };

/**
 * Makes the daily-js module that @vapi-ai/web requires hand out fakes. In Node the SDK is loaded
 * through the CommonJS cache, so patching the module object here patches the SDK's copy.
 */
export function patchDaily(next: () => FakeDailyCall) {
  const daily = createRequire(import.meta.url)('@daily-co/daily-js') as DailyModule;
  const original = daily.createCallObject;
  const created: FakeDailyCall[] = [];
  const options: unknown[] = [];
  daily.createCallObject = (given?: unknown) => {
    const call = next();
    created.push(call);
    options.push(given);
    return call;
  };
  return {
    created,
    /** What each call object was created with, in order. */
    options,
    restore() {
      daily.createCallObject = original;
    },
  };
}
