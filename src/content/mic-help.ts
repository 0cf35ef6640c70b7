/**
 * Plain help for a visitor whose microphone is blocked or missing, naming where this browser keeps
 * the setting. Only Chromium, Firefox and Safari differ enough to be worth naming.
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

const howToAllow: Record<Browser, string> = {
  chrome: 'Click the site settings icon at the left of the address bar, set Microphone to Allow',
  edge: 'Click the lock icon at the left of the address bar, set Microphone to Allow',
  firefox: 'Click the crossed-out microphone icon in the address bar and remove the block',
  safari: 'In the Safari menu choose Settings for This Website and set Microphone to Allow',
  other: "Allow this site to use your microphone in your browser's site settings",
};

export function micHelp(problem: MicProblem, userAgent: string): string {
  if (problem === 'mic-unavailable') {
    return 'No microphone could be used. Plug one in, or close any other app that is using it, then press Start Conversation again.';
  }
  return `Your browser blocked the microphone. ${howToAllow[browserFrom(userAgent)]}, then press Start Conversation again.`;
}
