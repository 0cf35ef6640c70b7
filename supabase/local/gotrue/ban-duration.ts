import { AuthError } from './auth-error';

// Go's time.ParseDuration, which GoTrue reads `ban_duration` with: a sign, then number-unit pairs, or a bare 0.
const unitMs: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, μs: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 3.6e6 };
const pair = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g;
const goDuration = /^([+-]?)((?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+|0)$/;

/** An admin's `ban_duration` in milliseconds ("876000h", "1h30m"); "none" is 0, which lifts a ban. */
export function parseBanDuration(text: string): number {
  if (text === 'none') return 0;
  const match = goDuration.exec(text);
  if (!match?.[2]) {
    throw new AuthError(400, 'validation_failed', `invalid format for ban duration: time: invalid duration "${text}"`);
  }
  let total = 0;
  for (const [, amount, unit] of match[2].matchAll(pair)) total += Number(amount) * (unitMs[unit ?? ''] ?? 0);
  return match[1] === '-' ? -total : total;
}
