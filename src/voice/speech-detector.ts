/** The provider's thresholds, reused by the offline voice so both feel the same. */
export const speechThreshold = 0.01;
export const silenceToEndMs = 1000;
export const levelSampleIntervalMs = 100;

export type SpeechChange = 'start' | 'end' | null;

/**
 * Level samples in, speech start/end out: a sample above the threshold starts speech, and speech
 * ends once no loud sample has come for `silenceToEndMs`.
 */
export function createSpeechDetector(threshold = speechThreshold, silenceMs = silenceToEndMs) {
  let speaking = false;
  let lastLoudAt = 0;
  return {
    sample(level: number, now: number): SpeechChange {
      if (level > threshold) {
        lastLoudAt = now;
        if (speaking) return null;
        speaking = true;
        return 'start';
      }
      if (speaking && now - lastLoudAt >= silenceMs) {
        speaking = false;
        return 'end';
      }
      return null;
    },
    reset() {
      speaking = false;
    },
  };
}

/** Root mean square of one buffer of samples in -1..1: the level the detector compares. */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}
