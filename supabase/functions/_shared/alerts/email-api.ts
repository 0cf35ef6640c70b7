import type { AlertJob } from './alert-job.ts';
import type { EmailMessage } from './alert-messages.ts';
import { postForOutcome, type DeliveryOutcome } from './delivery-outcome.ts';

export type EmailSettings = { apiUrl: string; apiKey: string; from: string };

/**
 * Sends one email through an API shaped like Resend's `POST /emails`. The ledger row's id is the
 * Idempotency-Key, so a retry of a message the API already took (after a lost answer or a crash) is not sent twice.
 */
export function sendEmail(
  fetcher: typeof fetch,
  settings: EmailSettings,
  job: AlertJob,
  message: EmailMessage,
  replyTo: string | null,
  now: () => number,
): Promise<DeliveryOutcome> {
  const body = {
    from: settings.from,
    to: [job.recipient],
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(replyTo ? { reply_to: replyTo } : {}),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            content: file.content,
            content_type: file.contentType,
          })),
        }
      : {}),
    tags: [{ name: 'kind', value: job.kind }],
  };
  return postForOutcome(
    fetcher,
    'email API',
    `${settings.apiUrl}/emails`,
    {
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': job.id,
      },
      body: JSON.stringify(body),
    },
    now,
    (answer) =>
      answer !== null && typeof answer === 'object' && 'id' in answer && typeof answer.id === 'string'
        ? answer.id
        : null,
    // Resend answers 409 concurrent_idempotent_requests while the first request with the key is still running.
    (answer) =>
      answer !== null &&
      typeof answer === 'object' &&
      'name' in answer &&
      answer.name === 'concurrent_idempotent_requests',
  );
}
