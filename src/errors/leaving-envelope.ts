/**
 * A report still waiting for the SDK when the visitor leaves the page, as the envelope `navigator.sendBeacon` hands
 * to the tunnel: the page is going, so the SDK's chunk can no longer load, and a beacon is the one request the
 * browser still sends. Built here without the SDK (it is a few hundred bytes of the early code, where the SDK is
 * 27 kB): the error's type, message and stack frames, the page's route, the release, and then the same scrubbing
 * (scrub.ts) the SDK applies to everything it sends.
 */
import type { ErrorEvent, Exception, StackFrame } from '@sentry/browser';
import type { QueuedReport } from './error-report';
import { pageContextOf, scrubEvent } from './scrub';

/** What the build and the page say about themselves, read by the caller (the browser's globals are its own). */
export type LeavingPage = {
  dsn: string;
  release: string | undefined;
  environment: string;
  fallbackRoute: string;
  location: { origin: string; pathname: string; search: string; hash: string };
  userAgent: string;
};

// Chromium: `    at fn (https://site/assets/a.js:1:2)` or `    at https://site/assets/a.js:1:2`.
const chromiumLine = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
// Firefox and Safari: `fn@https://site/assets/a.js:1:2` (an empty name for top-level code).
const geckoLine = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** The frames of a stack text, oldest first as Sentry orders them; lines of neither shape are skipped. */
export function stackFrames(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = chromiumLine.exec(line) ?? geckoLine.exec(line);
    if (!match) continue;
    const [, name, file = '', lineNumber, column] = match;
    frames.push({
      filename: file,
      abs_path: file,
      function: name || '?',
      lineno: Number(lineNumber),
      colno: Number(column),
      in_app: true,
    });
  }
  return frames.reverse();
}

function exceptionOf(error: unknown, mechanism: string, handled: boolean): Exception {
  const known = error instanceof Error ? error : undefined;
  const frames = typeof known?.stack === 'string' ? stackFrames(known.stack) : [];
  return {
    type: known?.name ?? 'Error',
    value: known ? known.message : String(error),
    mechanism: { type: mechanism, handled },
    ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
  };
}

/** The event a queued report becomes, before scrubbing. */
function eventOf(report: QueuedReport, eventId: string, now: Date, page: LeavingPage): ErrorEvent {
  const base = {
    type: undefined,
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    release: page.release,
    environment: page.environment,
    request: { url: page.location.origin, headers: { 'User-Agent': page.userAgent } },
  } satisfies ErrorEvent;
  switch (report.source) {
    case 'uncaught':
    case 'rejection':
      return {
        ...base,
        level: 'error',
        exception: { values: [exceptionOf(report.error, `leaving.${report.source}`, false)] },
      };
    case 'react':
      return {
        ...base,
        level: report.kind === 'recoverable' ? 'warning' : 'error',
        tags: { react: report.kind },
        exception: { values: [exceptionOf(report.error, `leaving.react.${report.kind}`, report.kind !== 'uncaught')] },
      };
    case 'failure': {
      const { machine, state, effect, level = 'error' } = report.context;
      return {
        ...base,
        level,
        tags: { ...(machine ? { machine } : {}), ...(state ? { state } : {}), ...(effect ? { effect } : {}) },
        exception: { values: [exceptionOf(report.error, 'leaving.failure', true)] },
      };
    }
  }
}

/** One envelope (header, item header, event) for one report, scrubbed as the SDK scrubs; `eventId` is 32 hex digits. */
export function leavingEnvelope(report: QueuedReport, eventId: string, now: Date, page: LeavingPage): string {
  const event = scrubEvent(
    eventOf(report, eventId, now, page),
    pageContextOf(report.page, page.fallbackRoute, page.location),
  );
  const header = { event_id: eventId, sent_at: now.toISOString(), dsn: page.dsn };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}
