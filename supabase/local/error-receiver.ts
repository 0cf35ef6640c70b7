/**
 * The stand-in's error receiver: Sentry's envelope endpoint (`POST /api/<project>/envelope/`), so a local build whose
 * DSN points here (`npm start` and `npm run dev` set one) reports with no account, and a page that lists what
 * arrived (`GET /errors`, and `/errors.json` for tests). Reports live in memory, newest first, the last
 * `keptReports` of them.
 */
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';

export const keptReports = 200;

/** The local project's DSN for a stand-in at `url` (any key is accepted; the project is always 1). */
export const localDsn = (url: string) => {
  const { protocol, host } = new URL(url);
  return `${protocol}//local@${host}/1`;
};

export type ReceivedReport = {
  receivedAt: string;
  eventId: string | null;
  level: string | null;
  message: string;
  /** Innermost frame first: `function (file:line:column)`. */
  stack: string[];
  tags: Record<string, string>;
  release: string | null;
  environment: string | null;
  /** The event's request URL, as the browser sent it. */
  url: string | null;
  /** The envelope exactly as it arrived. */
  envelope: string;
};

type SentryFrame = { function?: string; filename?: string; lineno?: number; colno?: number };
type SentryEvent = {
  event_id?: string;
  level?: string;
  message?: string | { message?: string; formatted?: string };
  logentry?: { message?: string };
  exception?: { values?: { type?: string; value?: string; stacktrace?: { frames?: SentryFrame[] } }[] };
  tags?: Record<string, unknown>;
  release?: string;
  environment?: string;
  request?: { url?: string };
};

/** The event items of an envelope: newline-separated JSON, each item a header line then its payload. */
export function envelopeEvents(envelope: Buffer): SentryEvent[] {
  const events: SentryEvent[] = [];
  let offset = envelope.indexOf(0x0a) + 1; // after the envelope's own header
  if (offset === 0) return events;
  while (offset < envelope.length) {
    const headerEnd = nextNewline(envelope, offset);
    const itemHeader = JSON.parse(envelope.subarray(offset, headerEnd).toString('utf8')) as {
      type?: string;
      length?: number;
    };
    const payloadStart = headerEnd + 1;
    const payloadEnd =
      typeof itemHeader.length === 'number' ? payloadStart + itemHeader.length : nextNewline(envelope, payloadStart);
    if (itemHeader.type === 'event') {
      events.push(JSON.parse(envelope.subarray(payloadStart, payloadEnd).toString('utf8')) as SentryEvent);
    }
    offset = payloadEnd + 1;
  }
  return events;
}

function nextNewline(buffer: Buffer, from: number): number {
  const index = buffer.indexOf(0x0a, from);
  return index === -1 ? buffer.length : index;
}

function summarise(event: SentryEvent, envelope: string, receivedAt: Date): ReceivedReport {
  const exception = event.exception?.values?.at(-1);
  const message =
    (exception ? [exception.type, exception.value].filter(Boolean).join(': ') : undefined) ??
    (typeof event.message === 'string' ? event.message : event.message?.formatted) ??
    event.logentry?.message ??
    '';
  const frames = exception?.stacktrace?.frames ?? [];
  return {
    receivedAt: receivedAt.toISOString(),
    eventId: event.event_id ?? null,
    level: event.level ?? null,
    message,
    stack: [...frames]
      .reverse()
      .map(
        (frame) => `${frame.function ?? '?'} (${frame.filename ?? '?'}:${frame.lineno ?? '?'}:${frame.colno ?? '?'})`,
      ),
    tags: Object.fromEntries(Object.entries(event.tags ?? {}).map(([key, value]) => [key, String(value)])),
    release: event.release ?? null,
    environment: event.environment ?? null,
    url: event.request?.url ?? null,
    envelope,
  };
}

function page(reports: ReceivedReport[]) {
  const rows = reports.map(
    (report) =>
      html`<article>
        <h2>${report.message || '(no message)'}</h2>
        <p class="meta">
          ${report.receivedAt} · ${report.level ?? 'error'} · release ${report.release ?? '?'} ·
          ${report.environment ?? '?'} · ${report.url ?? ''}
        </p>
        <p class="tags">${Object.entries(report.tags).map(([key, value]) => html`<span>${key}: ${value}</span> `)}</p>
        <pre>${report.stack.join('\n')}</pre>
      </article>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Error reports (local)</title>
        <style>
          ${raw(
            'body{font:14px system-ui;margin:2rem;max-width:70rem;color:#0f172a}article{border-top:1px solid #cbd5e1;padding:.5rem 0}h2{font-size:1rem;margin:.25rem 0}.meta{color:#475569;margin:0}.tags span{background:#e2e8f0;border-radius:4px;padding:0 .4rem;margin-right:.25rem;font-size:12px}pre{font-size:12px;overflow:auto;background:#f8fafc;padding:.5rem}',
          )}
        </style>
      </head>
      <body>
        <h1>Error reports received by the local stand-in</h1>
        <p>${reports.length === 0 ? 'None yet.' : `${reports.length} report(s), newest first.`}</p>
        ${rows}
      </body>
    </html>`;
}

export function errorReceiverRoutes(): Hono {
  const reports: ReceivedReport[] = [];
  const app = new Hono();
  const receive = async (c: Context) => {
    const body = Buffer.from(await c.req.arrayBuffer());
    let events: SentryEvent[];
    try {
      events = envelopeEvents(body);
    } catch {
      return c.json({ detail: 'invalid envelope' }, 400);
    }
    const receivedAt = new Date();
    const text = body.toString('utf8');
    for (const event of events) reports.unshift(summarise(event, text, receivedAt));
    reports.splice(keptReports);
    return c.json({ id: events[0]?.event_id ?? null });
  };
  // Sentry's SDKs post to the path with its trailing slash; a hand-written client may leave it out.
  app.post('/api/:project/envelope/', receive);
  app.post('/api/:project/envelope', receive);
  app.get('/errors', (c) => c.html(page(reports)));
  app.get('/errors.json', (c) => c.json({ reports }));
  return app;
}
