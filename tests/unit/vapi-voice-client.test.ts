import { captionFromMessage } from '../../machines/vapi-session/captions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startProviderStandIn, type ProviderStandIn } from '../e2e/support/provider-stand-in';
import { FakeDailyCall, patchDaily } from '../support/fake-daily-call';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';
import { createVapiSdk, vapiConstructor, type VapiLike } from '../../src/voice/vapi-sdk';
import { createVapiVoiceClient } from '../../src/voice/vapi-voice-client';
import type { VoiceClient } from '../../src/voice/voice-client';
import { callAnalysisPlan } from '../../src/i18n/call-analysis';
import { voiceLanguages } from '../../src/i18n/voice-languages';
import type { Locale } from '../../src/paraglide/runtime.js';

type AnalysisPlan = {
  summaryPlan: { enabled: boolean; messages: { content: string }[] };
  structuredDataPlan: { enabled: boolean; messages: { content: string }[]; schema: { properties: object } };
};

/** The overrides every call of a page in `locale` starts with: its language, and the analysis in it. */
const languageOverrides = (locale: Locale) => ({ ...voiceLanguages[locale], analysisPlan: callAnalysisPlan(locale) });
import { setLocale } from '../../src/paraglide/runtime.js';

/** The real @vapi-ai/web, wrapped so the test can also watch the SDK's own events on the one instance. */
function realSdk(log: string[], instances: VapiLike[]) {
  return async () => {
    const Vapi = vapiConstructor(await import('@vapi-ai/web'));
    class Watched extends Vapi {
      constructor(publicKey: string, baseUrl?: string) {
        super(publicKey, baseUrl);
        instances.push(this);
        for (const name of [
          'call-start-success',
          'call-start',
          'speech-start',
          'speech-end',
          'call-end',
          'call-start-failed',
        ]) {
          this.on(name, () => log.push(`sdk:${name}`));
        }
      }
    }
    return { default: Watched };
  };
}

const until = async (check: () => boolean, what: string, timeoutMs = 4000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const summary = (event: VoiceEvent): string => {
  if (event.type === 'assistant-speech') return `speech:${event.speaking}`;
  if (event.type === 'error') return `error:${event.error.kind}`;
  if (event.type === 'message') return 'transcript';
  return event.type;
};

describe('the Vapi voice client, real SDK over a fake Daily call object', () => {
  let provider: ProviderStandIn;
  let daily: ReturnType<typeof patchDaily>;
  let nextCall: () => FakeDailyCall;
  let client: VoiceClient;
  let log: string[];
  let events: VoiceEvent[];
  let instances: VapiLike[];

  const makeClient = (providerUrl: string) => {
    const made = createVapiVoiceClient({
      publicKey: 'pk-test',
      baseUrl: providerUrl,
      loadSdk: realSdk(log, instances),
    });
    made.subscribe((event) => {
      events.push(event);
      // Of the messages, the transcripts (the captions' source) are logged; the SDK's other chatter is not.
      const logged =
        event.type === 'message'
          ? captionFromMessage(event.message) !== null
          : event.type !== 'progress' && event.type !== 'volume';
      if (logged) log.push(`client:${summary(event)}`);
    });
    return made;
  };

  beforeEach(async () => {
    log = [];
    events = [];
    instances = [];
    nextCall = () => new FakeDailyCall('resolve');
    daily = patchDaily(() => nextCall());
    provider = await startProviderStandIn();
    client = makeClient(provider.url);
  });

  afterEach(async () => {
    await client.dispose();
    daily.restore();
    await provider.stop();
  });

  const errors = () => events.filter((event) => event.type === 'error');

  it('yields call-start-success, call-start, speech and call-end in that order', async () => {
    await client.start({ assistantId: 'asst-dana' });
    const call = daily.created[0];
    expect(call?.joinCalls).toEqual([
      { url: 'https://ringwise-e2e.daily.co/stand-in-room', subscribeToTracksAutomatically: false },
    ]);
    call?.fire('app-message', { data: 'listening', fromId: 'bot' });
    call?.fire('app-message', {
      data: JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi Dana!' }),
    });
    call?.fire('remote-participants-audio-level', { participantsAudioLevel: { bot: 0.06 } });
    await until(() => log.includes('sdk:speech-end'), 'speech-end');
    await client.stop();
    await until(() => log.includes('sdk:call-end'), 'call-end');

    expect(log).toEqual([
      'sdk:call-start-success',
      'client:connected',
      'sdk:call-start',
      'client:assistant-ready',
      'client:transcript',
      'sdk:speech-start',
      'client:speech:true',
      'sdk:speech-end',
      'client:speech:false',
      'sdk:call-end',
    ]);
    expect(events).toContainEqual({
      type: 'message',
      message: { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi Dana!' },
    });
    expect(events).toContainEqual({
      type: 'connected',
      callId: 'call-1',
      webCallUrl: 'https://ringwise-e2e.daily.co/stand-in-room',
    });
    expect(call?.destroyed).toBe(true);
  });

  it("sends the public key as a bearer token, the assistant id and the page's language", async () => {
    await client.start({ assistantId: 'asst-dana' });
    const post = provider.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/call/web');
    expect(post?.headers.authorization).toBe('Bearer pk-test');
    expect(post?.body).toEqual({ assistantId: 'asst-dana', assistantOverrides: languageOverrides('en') });
  });

  it('a page in Spanish, French or German starts the call listening, greeting and speaking in that language', async () => {
    try {
      for (const locale of ['es', 'fr', 'de'] as const) {
        setLocale(locale, { reload: false });
        await client.start({ assistantId: 'asst-dana' });
        const post = provider.requests.filter((request) => request.method === 'POST').at(-1);
        expect(post?.body).toEqual({ assistantId: 'asst-dana', assistantOverrides: languageOverrides(locale) });
        await client.stop();
      }
    } finally {
      setLocale('en', { reload: false });
    }
  });

  it("passes the page's maximum length as an assistant override and the chosen microphone as Daily's audio source", async () => {
    await client.start({ assistantId: 'asst-dana', maxDurationSeconds: 120, audioInputId: 'mic-headset' });
    const post = provider.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      assistantId: 'asst-dana',
      assistantOverrides: { ...languageOverrides('en'), maxDurationSeconds: 120 },
    });
    expect(daily.options[0]).toMatchObject({ audioSource: 'mic-headset' });
    await client.stop();
    await client.start({ assistantId: 'asst-dana' });
    expect(daily.options[1]).toMatchObject({ audioSource: true });
  });

  it("sends the page's call id as the call's metadata, which the provider returns with its end-of-call report", async () => {
    await client.start({ assistantId: 'asst-dana', voiceCallId: 'page-call-7' });
    const post = provider.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      assistantId: 'asst-dana',
      assistantOverrides: { ...languageOverrides('en'), metadata: { voiceCallId: 'page-call-7' } },
    });
  });

  it('asks the provider for a summary and a structured outcome written in the language of the page', async () => {
    const writtenIn = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' } as const;
    try {
      for (const locale of ['en', 'es', 'fr', 'de'] as const) {
        setLocale(locale, { reload: false });
        await client.start({ assistantId: 'asst-dana' });
        const post = provider.requests.filter((request) => request.method === 'POST').at(-1);
        const { analysisPlan } = (post?.body as { assistantOverrides: { analysisPlan: AnalysisPlan } })
          .assistantOverrides;
        const { summaryPlan, structuredDataPlan } = analysisPlan;
        expect(summaryPlan.enabled && structuredDataPlan.enabled).toBe(true);
        for (const plan of [summaryPlan, structuredDataPlan]) {
          expect(plan.messages[0]?.content).toContain(`in ${writtenIn[locale]}`);
          expect(plan.messages[1]?.content).toContain('{{transcript}}');
        }
        expect(structuredDataPlan.schema.properties).toMatchObject({
          followUp: { type: 'boolean' },
          monthlyCallVolume: { type: 'number' },
          nextStep: { type: 'string' },
          questions: { type: 'array', items: { type: 'string' } },
        });
        await client.stop();
      }
    } finally {
      setLocale('en', { reload: false });
    }
  });

  it('ends with the provider when the far side hangs up', async () => {
    await client.start({ assistantId: 'asst-dana' });
    daily.created[0]?.fire('app-message', {
      data: JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }),
    });
    daily.created[0]?.fire('left-meeting', { action: 'left-meeting' });
    expect(events.at(-1)).toEqual({ type: 'ended', reason: 'assistant-ended-call' });
  });

  it('survives a stop while joining: start settles, nothing is reported, and the next start connects', async () => {
    nextCall = () => new FakeDailyCall('hang');
    const starting = client.start({ assistantId: 'asst-dana' });
    await until(() => (daily.created[0]?.joinCalls.length ?? 0) > 0, 'join');
    await client.stop();
    await starting; // the SDK's own start() never settles here (hazard 3); ours must
    expect(daily.created[0]?.destroyed).toBe(true);
    expect(log).toContain('sdk:call-end');
    expect(events.filter((event) => event.type !== 'progress')).toEqual([]);

    nextCall = () => new FakeDailyCall('resolve');
    await client.start({ assistantId: 'asst-dana' });
    expect(events.at(-1)).toMatchObject({ type: 'connected' });
    expect(errors()).toEqual([]);
  });

  it('a stop while the web call is being created wins: the call object the SDK makes afterwards is destroyed unjoined', async () => {
    await provider.stop();
    provider = await startProviderStandIn({ delayMs: 300 });
    await client.dispose();
    client = makeClient(provider.url);
    const starting = client.start({ assistantId: 'asst-dana' });
    await until(() => provider.requests.some((request) => request.method === 'POST'), 'the POST');
    await client.stop();
    await starting;
    await until(() => daily.created[0]?.destroyed === true, 'the late call object to be destroyed');
    expect(daily.created[0]?.joinCalls).toEqual([]);
    expect(events.filter((event) => event.type !== 'progress')).toEqual([]);

    await client.start({ assistantId: 'asst-dana' });
    expect(events.at(-1)).toMatchObject({ type: 'connected' });
  });

  it('collapses a failed join into one transport-load error and can start again', async () => {
    const message =
      'Failed to load call object bundle https://c.daily.co/call-machine/versioned/0.87.0/static/call-machine-object-bundle.js: TypeError: Failed to fetch';
    nextCall = () => {
      const call = new FakeDailyCall('reject', message);
      const join = call.join.bind(call);
      call.join = async (options: unknown) => {
        call.fire('error', {
          action: 'error',
          errorMsg: message,
          error: { type: 'connection-error', msg: 'Failed to load call object bundle.' },
        });
        return join(options);
      };
      return call;
    };
    await client.start({ assistantId: 'asst-dana' });
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ error: { kind: 'transport-load', fatal: true } });
    expect(log).toContain('sdk:call-start-failed');

    nextCall = () => new FakeDailyCall('resolve');
    await client.start({ assistantId: 'asst-dana' });
    expect(events.at(-1)).toMatchObject({ type: 'connected' });
    expect(errors()).toHaveLength(1);
  });

  it('reports a rejected key once, as an auth error with its status', async () => {
    await provider.stop();
    provider = await startProviderStandIn({
      reply: () => ({
        status: 401,
        body: {
          message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
          error: 'Unauthorized',
          statusCode: 401,
        },
      }),
    });
    await client.dispose();
    client = makeClient(provider.url);
    await client.start({ assistantId: 'asst-dana' });
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ error: { kind: 'auth', statusCode: 401 } });
  });

  it('refuses a start with no assistant, squad or workflow with the provider message', async () => {
    await client.start({});
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({
      error: { kind: 'validation', message: 'Assistant or Squad or Workflow must be provided.' },
    });
    await client.start({ assistantId: 'asst-dana' });
    expect(events.at(-1)).toMatchObject({ type: 'connected' });
  });

  it('turns a blocked microphone into a mic-permission error', async () => {
    nextCall = () => new FakeDailyCall('hang');
    const starting = client.start({ assistantId: 'asst-dana' });
    await until(() => (daily.created[0]?.joinCalls.length ?? 0) > 0, 'join');
    daily.created[0]?.fire('camera-error', {
      action: 'camera-error',
      errorMsg: { errorMsg: 'Not allowed', audioOk: false, videoOk: true },
      error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'], msg: 'Not allowed' },
    });
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ error: { kind: 'mic-permission' } });
    await client.stop();
    await starting;
  });

  it('applies a mute chosen while connecting once the call is up', async () => {
    client.setMuted(true);
    await client.start({ assistantId: 'asst-dana' });
    expect(daily.created[0]?.audioOn).toBe(false);
    expect(client.isMuted()).toBe(true);
    client.setMuted(false);
    await until(() => daily.created[0]?.audioOn === true, 'unmute');
  });

  it('a start that is stopped while the previous call is still tearing down never starts', async () => {
    await client.start({ assistantId: 'asst-dana' });
    const firstStop = client.stop();
    const next = client.start({ assistantId: 'asst-dana' });
    await Promise.all([firstStop, client.stop(), next]);
    expect(events.filter((event) => event.type === 'connected')).toHaveLength(1);
    expect(daily.created).toHaveLength(1);
    expect(provider.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('has its error listener on the SDK before the first start', async () => {
    await client.prepare();
    const [vapi] = instances as unknown as Array<{ listenerCount(event: string): number }>;
    expect(vapi?.listenerCount('error')).toBe(1);
  });

  it('creates one SDK instance however often it is prepared and started', async () => {
    await Promise.all([client.prepare(), client.prepare()]);
    await client.start({ assistantId: 'asst-dana' });
    await client.stop();
    await client.start({ assistantId: 'asst-dana' });
    expect(instances).toHaveLength(1);
  });
});

describe('vapiConstructor', () => {
  const Fake = function Vapi() {};
  it('accepts the class as the default export or nested one level deeper (Vite 8 with type: module)', () => {
    expect(vapiConstructor({ default: Fake })).toBe(Fake);
    expect(vapiConstructor({ default: { default: Fake } })).toBe(Fake);
    expect(() => vapiConstructor({ default: {} })).toThrow(/Vapi class/);
  });
});

describe('createVapiSdk', () => {
  /** A stand-in for the Vapi class that records the order its listeners are attached in. */
  function recordingModule() {
    const attached: string[] = [];
    const created: unknown[] = [];
    const constructedWith: unknown[][] = [];
    class Recording {
      constructor(...args: unknown[]) {
        created.push(this);
        constructedWith.push(args);
      }
      on(event: string) {
        attached.push(event);
      }
    }
    // Vite 8 with "type": "module" hands the class one level deeper than the default export.
    return { attached, created, constructedWith, module: { default: { default: Recording } } };
  }

  it("asks Daily to load its call machine without eval, which the site's CSP refuses (docs/security.md)", async () => {
    const fake = recordingModule();
    const sdk = createVapiSdk({ publicKey: 'pk-test', baseUrl: 'https://v.example', loadSdk: async () => fake.module });
    await sdk.load(() => {});
    expect(fake.constructedWith).toEqual([['pk-test', 'https://v.example', { avoidEval: true }]]);
  });

  it('attaches the error listener before any other, before the instance can be used', async () => {
    const fake = recordingModule();
    const sdk = createVapiSdk({ publicKey: 'pk-test', loadSdk: async () => fake.module });
    await sdk.load(() => {});
    expect(fake.created).toHaveLength(1);
    expect(fake.attached[0]).toBe('error');
    expect(fake.attached).toEqual(expect.arrayContaining(['call-start-failed', 'call-end', 'message']));
  });
});
