import config from '../playwright.config';

/**
 * Chromium launch options for the voice specs: the shared ones plus a fake microphone that is
 * granted without a prompt. `extra` adds flags such as a WAV file to play into the microphone.
 */
export function fakeMicrophoneLaunchOptions(extra: string[] = []) {
  const shared = config.use?.launchOptions ?? {};
  return {
    ...shared,
    args: [...(shared.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', ...extra],
  };
}

/** Writes a mono 16-bit WAV: `pattern` is a list of [seconds, amplitude] segments of a 440 Hz tone. */
export function toneWav(pattern: Array<[seconds: number, amplitude: number]>, sampleRate = 48_000): Buffer {
  const total = pattern.reduce((sum, [seconds]) => sum + Math.round(seconds * sampleRate), 0);
  const data = Buffer.alloc(total * 2);
  let offset = 0;
  for (const [seconds, amplitude] of pattern) {
    const count = Math.round(seconds * sampleRate);
    for (let index = 0; index < count; index += 1) {
      const value = Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 440 * (offset + index)) / sampleRate));
      data.writeInt16LE(value, (offset + index) * 2);
    }
    offset += count;
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
