import { describe, expect, it, vi } from 'vitest';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';
import { createLazyVoiceClient } from '../../src/voice/lazy-voice-client';
import { createEmitter, type VoiceClient } from '../../src/voice/voice-client';

/** An adapter that records what it was asked, and can speak to its listeners. */
function fakeAdapter() {
  const events = createEmitter<VoiceEvent>();
  let muted = false;
  const adapter = {
    kind: 'offline',
    prepare: vi.fn(() => Promise.resolve()),
    start: vi.fn(() => Promise.resolve()),
    reconnect: vi.fn(() => Promise.resolve()),
    stop: vi.fn(() => Promise.resolve()),
    setMuted: vi.fn((next: boolean) => void (muted = next)),
    isMuted: () => muted,
    subscribe: events.subscribe,
    dispose: vi.fn(() => Promise.resolve()),
  } satisfies VoiceClient;
  return { adapter, emit: events.emit };
}

const target = { assistantId: 'assistant-1' } as Parameters<VoiceClient['start']>[0];

describe('the voice page’s client before the visitor starts', () => {
  it('fetches no adapter until Start, then passes on its events and a mute chosen before it came', async () => {
    const { adapter, emit } = fakeAdapter();
    const load = vi.fn(() => Promise.resolve(adapter));
    const client = createLazyVoiceClient('offline', load);
    const heard: VoiceEvent[] = [];
    client.subscribe((event) => heard.push(event));
    client.setMuted(true);
    expect(load).not.toHaveBeenCalled();
    expect(client.isMuted()).toBe(true);

    await client.prepare();
    await client.start(target);
    expect(load).toHaveBeenCalledTimes(1);
    expect(adapter.prepare).toHaveBeenCalled();
    expect(adapter.start).toHaveBeenCalledWith(target);
    expect(adapter.isMuted()).toBe(true);
    emit({ type: 'assistant-ready' });
    expect(heard).toEqual([{ type: 'assistant-ready' }]);
  });

  it('lets a stop win over a start still waiting for its adapter', async () => {
    const { adapter } = fakeAdapter();
    let arrive = (_: VoiceClient) => {};
    const client = createLazyVoiceClient('offline', () => new Promise<VoiceClient>((resolve) => (arrive = resolve)));
    const starting = client.start(target);
    await client.stop();
    arrive(adapter);
    await starting;
    expect(adapter.start).not.toHaveBeenCalled();
  });

  it('ends the call with a fatal error when the adapter cannot load, and tries again at the next Start', async () => {
    const { adapter } = fakeAdapter();
    const load = vi
      .fn<() => Promise<VoiceClient>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(adapter);
    const client = createLazyVoiceClient('offline', load);
    const heard: VoiceEvent[] = [];
    client.subscribe((event) => heard.push(event));

    await expect(client.start(target)).resolves.toBeUndefined();
    expect(heard).toEqual([
      { type: 'error', error: expect.objectContaining({ kind: 'transport-load', fatal: true }) as unknown },
    ]);
    await client.start(target);
    expect(adapter.start).toHaveBeenCalledWith(target);
  });
});
