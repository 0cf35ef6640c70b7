import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the page’s voice client', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is one Vapi client however often the page asks, so the SDK gets one instance', async () => {
    vi.stubEnv('VITE_VAPI_PUBLIC_KEY', 'pk-test');
    vi.resetModules();
    const { appVoiceClient } = await import('../../src/voice/app-voice-client');
    const first = appVoiceClient();
    expect(first.kind).toBe('provider');
    expect(appVoiceClient()).toBe(first);
  });
});
