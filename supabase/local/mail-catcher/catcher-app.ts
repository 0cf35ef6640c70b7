import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Address, CatcherStore, CaughtAttachment, CaughtEmail } from './catcher-store';
import { catcherPage, messagePage } from './catcher-pages';
import { parseFault, type FaultOrder, type FaultTarget, type Faults } from './faults';

/** Where the catcher's chat recorder listens: the local default for ALERT_CHAT_WEBHOOK_URL. */
export const chatPath = '/api/v1/chat';

const maxBodyBytes = 4 * 1024 * 1024;
const idempotencyKeyMax = 256;

type Json = Record<string, unknown>;

/** One request a receiver got and what it answered, for tests that time retries (`GET /api/v1/requests`). */
export type ReceivedRequest = { At: string; Target: FaultTarget; IdempotencyKey: string | null; Status: number };

/**
 * The catcher's HTTP surface. An email API shaped like Resend's (`POST /emails`, Bearer key, Idempotency-Key),
 * Mailpit's read API (`GET /api/v1/messages`, `GET /api/v1/message/{ID}`, `DELETE /api/v1/messages`), a chat
 * webhook recorder (`POST /api/v1/chat`; `GET` lists the bodies), failures to order (`/api/v1/faults`), and a web
 * page to read it all (`/`).
 */
export function catcherApp(store: CatcherStore, faults: Faults, hangs: Set<() => void>, now = () => Date.now()) {
  const app = new Hono();
  const received: ReceivedRequest[] = [];
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => c.json(resendError(413, 'payload_too_large', 'Too large.'), 413),
    }),
  );

  /** A fault ordered for this receiver, as the response to send instead; or null to carry on. */
  async function faulted(c: Context, target: FaultTarget): Promise<Response | null> {
    const recipients = target === 'email' ? list((await readJson(c))?.['to']) : [];
    const fault = faults.take(target, now(), recipients);
    if (!fault) return null;
    if (fault.hang) {
      // Never answered: held until the client gives up or the catcher stops.
      await new Promise<void>((resolve) => {
        hangs.add(resolve);
        c.req.raw.signal.addEventListener('abort', () => resolve());
      });
      return c.body(null, 503);
    }
    const headers: Record<string, string> = fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {};
    const name = fault.status === 429 ? 'rate_limit_exceeded' : 'application_error';
    return c.json(
      resendError(fault.status, name, `Failure ordered through ${'/api/v1/faults'}.`),
      fault.status as 500,
      headers,
    );
  }

  /** Answers a receiver's request with an ordered fault or `handle`, and notes when it came and what it got. */
  const receiver = (target: FaultTarget, handle: (c: Context) => Promise<Response>) => async (c: Context) => {
    const at = new Date(now()).toISOString();
    const response = (await faulted(c, target)) ?? (await handle(c));
    received.push({
      At: at,
      Target: target,
      IdempotencyKey: c.req.header('idempotency-key') ?? null,
      Status: response.status,
    });
    return response;
  };

  app.post(
    '/emails',
    receiver('email', async (c) => {
      if (!/^Bearer \S+/.test(c.req.header('authorization') ?? '')) {
        return c.json(resendError(401, 'missing_api_key', 'Missing API key in the authorization header.'), 401);
      }
      const body = await readJson(c);
      if (!body) return c.json(resendError(422, 'validation_error', 'The body must be a JSON object.'), 422);
      const problem = emailProblem(body);
      if (problem) return c.json(resendError(422, 'validation_error', problem), 422);
      const key = c.req.header('idempotency-key') ?? null;
      if (key !== null && (key === '' || key.length > idempotencyKeyMax)) {
        return c.json(resendError(400, 'invalid_idempotency_key', 'The key must be 1-256 characters.'), 400);
      }
      const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const earlier = key === null ? undefined : store.emailWithKey(key);
      if (earlier) {
        // As Resend: the same request again is answered as the first time, and nothing is sent twice.
        if (earlier.Fingerprint === fingerprint) return c.json({ id: earlier.ID });
        return c.json(
          resendError(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.'),
          409,
        );
      }
      const email: CaughtEmail = {
        ID: randomUUID(),
        From: address(String(body['from'])),
        To: list(body['to']).map(address),
        ReplyTo: list(body['reply_to']).map(address),
        Subject: String(body['subject']),
        Created: new Date(now()).toISOString(),
        Text: typeof body['text'] === 'string' ? body['text'] : '',
        HTML: typeof body['html'] === 'string' ? body['html'] : '',
        IdempotencyKey: key,
        Attachments: attachmentsOf(body['attachments']),
        Fingerprint: fingerprint,
      };
      store.addEmail(email);
      return c.json({ id: email.ID });
    }),
  );

  app.get('/api/v1/messages', (c) => {
    const start = wholeNumber(c.req.query('start'), 0);
    const limit = wholeNumber(c.req.query('limit'), 50);
    const newestFirst = [...store.emails].reverse();
    const page = newestFirst.slice(start, start + limit);
    return c.json({
      total: store.emails.length,
      unread: 0,
      count: page.length,
      messages_count: store.emails.length,
      start,
      tags: [],
      messages: page.map((email) => ({
        ID: email.ID,
        MessageID: email.ID,
        Read: false,
        From: email.From,
        To: email.To,
        Cc: [],
        Bcc: [],
        ReplyTo: email.ReplyTo,
        Subject: email.Subject,
        Created: email.Created,
        Tags: [],
        Size: email.Text.length + email.HTML.length,
        Attachments: email.Attachments?.length ?? 0,
        Snippet: email.Text.replace(/\s+/g, ' ').slice(0, 250),
        IdempotencyKey: email.IdempotencyKey,
      })),
    });
  });

  app.get('/api/v1/message/:id', (c) => {
    const email = store.emails.find((candidate) => candidate.ID === c.req.param('id'));
    if (!email) return c.text('message not found', 404);
    const { Fingerprint: _fingerprint, ...shown } = email;
    const attachments = (email.Attachments ?? []).map(({ Content: _content, ...listed }) => listed);
    return c.json({
      ...shown,
      MessageID: email.ID,
      Date: email.Created,
      Cc: [],
      Bcc: [],
      Tags: [],
      Attachments: attachments,
    });
  });

  app.get('/api/v1/message/:id/part/:part', (c) => {
    const email = store.emails.find((candidate) => candidate.ID === c.req.param('id'));
    const part = email?.Attachments?.find((candidate) => candidate.PartID === c.req.param('part'));
    if (!part) return c.text('part not found', 404);
    return c.body(Buffer.from(part.Content, 'base64'), 200, {
      'Content-Type': part.ContentType,
      'Content-Disposition': `attachment; filename="${part.FileName.replace(/["\\\r\n]/g, '_')}"`,
    });
  });

  app.delete('/api/v1/messages', (c) => {
    store.clear('emails');
    return c.text('ok');
  });

  app.post(
    chatPath,
    receiver('chat', async (c) => {
      const body = await readJson(c);
      if (!body) return c.text('invalid_payload', 400);
      store.addChat({
        ID: randomUUID(),
        Received: new Date(now()).toISOString(),
        IdempotencyKey: c.req.header('idempotency-key') ?? null,
        Body: body,
      });
      // What a Slack incoming webhook answers.
      return c.text('ok');
    }),
  );

  app.get(chatPath, (c) => c.json(store.chats.map((chat) => chat.Body)));
  app.get(`${chatPath}/requests`, (c) => c.json(store.chats));
  app.delete(chatPath, (c) => {
    store.clear('chats');
    return c.text('ok');
  });

  app.get('/api/v1/requests', (c) => c.json(received));
  app.get('/api/v1/faults', (c) => c.json(faults.list(now())));
  app.post('/api/v1/faults', async (c) => {
    const order = await readJson(c);
    const fault = order ? parseFault(order as FaultOrder, now()) : 'the body must be a JSON object';
    if (typeof fault === 'string') return c.json({ error: fault }, 400);
    faults.set(fault);
    return c.json(fault);
  });
  app.delete('/api/v1/faults', (c) => {
    const target = c.req.query('target');
    faults.clear(target === 'email' || target === 'chat' ? target : undefined);
    return c.text('ok');
  });

  app.get('/', (c) => page(c, catcherPage(store)));
  app.get('/view/:id', (c) => {
    const email = store.emails.find((candidate) => candidate.ID === c.req.param('id'));
    return email ? page(c, messagePage(email)) : c.text('message not found', 404);
  });

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    console.error('Mail catcher:', error);
    return c.text('Internal error', 500);
  });
  return app;
}

// The page shows what visitors typed; nothing in it may run or load anything. The HTML body is shown in a
// sandboxed frame, which inherits this policy.
const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'";

const page = (c: Context, html: string) =>
  c.html(html, 200, { 'Content-Security-Policy': pagePolicy, 'X-Content-Type-Options': 'nosniff' });

const resendError = (statusCode: number, name: string, message: string) => ({ statusCode, name, message });

async function readJson(c: Context): Promise<Json | null> {
  try {
    const body: unknown = await c.req.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : null;
  } catch {
    return null;
  }
}

function emailProblem(body: Json): string | null {
  if (typeof body['from'] !== 'string' || body['from'] === '') return 'Missing `from` field.';
  const to = list(body['to']);
  if (to.length === 0) return 'Missing `to` field.';
  if (to.length > 50) return 'Too many recipients: at most 50.';
  if (typeof body['subject'] !== 'string' || body['subject'] === '') return 'Missing `subject` field.';
  if (/[\r\n]/.test(body['subject'])) return 'The `subject` field must be one line.';
  if ([body['from'], ...to, ...list(body['reply_to'])].some((value) => /[\r\n]/.test(value))) {
    return 'An address must be one line.';
  }
  if (typeof body['text'] !== 'string' && typeof body['html'] !== 'string') return 'Missing `html` or `text` field.';
  const attachments = body['attachments'];
  if (attachments !== undefined && !Array.isArray(attachments)) return 'The `attachments` field must be a list.';
  for (const attachment of Array.isArray(attachments) ? (attachments as unknown[]) : []) {
    if (attachment === null || typeof attachment !== 'object') return 'Each attachment must be an object.';
    const { filename, content } = attachment as Json;
    if (typeof filename !== 'string' || filename === '') return 'Each attachment needs a `filename`.';
    if (typeof content !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(content)) {
      return 'Each attachment needs its `content` in base64.';
    }
  }
  return null;
}

/** The attachments of a checked body, numbered as Mailpit numbers parts (the text body is part 1). */
function attachmentsOf(value: unknown): CaughtAttachment[] {
  return (Array.isArray(value) ? (value as Json[]) : []).map((attachment, index) => {
    const content = String(attachment['content']);
    return {
      PartID: String(index + 2),
      FileName: String(attachment['filename']),
      ContentType:
        typeof attachment['content_type'] === 'string' ? attachment['content_type'] : 'application/octet-stream',
      Size: Buffer.from(content, 'base64').length,
      Content: content,
    };
  });
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String);

/** "Name <address>" or a bare address, as Mailpit reports it. */
function address(text: string): Address {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]*)>\s*$/.exec(text);
  return named ? { Name: named[1] ?? '', Address: named[2] ?? '' } : { Name: '', Address: text.trim() };
}

function wholeNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
}
