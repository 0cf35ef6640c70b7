import { m } from '../paraglide/messages.js';

/**
 * Plain help for a visitor whose microphone is blocked or missing, naming where this browser keeps
 * the setting, in the page's language. Only Chromium, Firefox and Safari differ enough to be worth naming.
 */
export type MicProblem = 'mic-permission' | 'mic-unavailable';

type Browser = 'firefox' | 'safari' | 'edge' | 'chrome' | 'other';

export function browserFrom(userAgent: string): Browser {
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Chrome\/|Chromium\/|CriOS\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

const howToAllow: Record<Browser, () => string> = {
  chrome: m.voice_mic_how_chrome,
  edge: m.voice_mic_how_edge,
  firefox: m.voice_mic_how_firefox,
  safari: m.voice_mic_how_safari,
  other: m.voice_mic_how_other,
};

/** The help names the Start button by its own label, so the two always agree. */
export function micHelp(problem: MicProblem, userAgent: string): string {
  const start = m.voice_start();
  if (problem === 'mic-unavailable') return m.voice_mic_unavailable({ start });
  return m.voice_mic_blocked({ how: howToAllow[browserFrom(userAgent)](), start });
}
