import type { AlertJob } from './alert-job.ts';
import { postForOutcome, type DeliveryOutcome } from './delivery-outcome.ts';

/**
 * Posts one message to a chat webhook (Slack incoming webhook or Teams Workflows). Webhooks know no idempotency
 * key; the header is sent anyway (receivers ignore it, the local recorder lists it). The worker marks the post's
 * start in the ledger first, so a crash between the post and its record leaves the message 'uncertain', never
 * posted twice.
 */
export function postChat(
  fetcher: typeof fetch,
  webhookUrl: string,
  job: AlertJob,
  message: unknown,
  now: () => number,
): Promise<DeliveryOutcome> {
  return postForOutcome(
    fetcher,
    'chat webhook',
    webhookUrl,
    { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': job.id }, body: JSON.stringify(message) },
    now,
  );
}
