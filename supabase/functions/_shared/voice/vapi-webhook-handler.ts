import { json, sameSecret } from '../http-answers.ts';
import { MalformedMessage, readEndOfCallReport, serverMessage } from './end-of-call-report.ts';
import type { VoiceReportStore } from './voice-report-store.ts';
import { answerToolCalls, type BookingToolStore } from './booking-tools.ts';

/** The header the provider sends the server secret in, and the variable that holds it. */
export const vapiSecretHeader = 'X-Vapi-Secret';
export const vapiSecretVariable = 'VAPI_WEBHOOK_SECRET';

/** The secret on this machine when VAPI_WEBHOOK_SECRET is not set (the local stand-in only; a deploy must set it). */
export const localVapiWebhookSecret = 'local-vapi-webhook-secret';

export type WebhookDeps = { store: VoiceReportStore; tools?: BookingToolStore; log?: (line: string) => void };

/**
 * The one address of every server message from the voice provider, as a plain `(request) => Promise<Response>`.
 * Refuses anything but a POST carrying the secret; answers a body it cannot read with 400 and what is wrong. An
 * end-of-call report is stored once per provider call, against the voice page's call its metadata names, or kept
 * aside when it names none the database knows. Other messages are acknowledged and not kept.
 * Logs name the provider call, never what was said.
 */
export function createVapiWebhookHandler(
  secret: string | undefined,
  { store, tools, log = (line) => console.error(line) }: WebhookDeps,
): (request: Request) => Promise<Response> {
  const expected = secret?.trim() ?? '';
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
    if (expected === '')
      return json(500, { error: `${vapiSecretVariable} is not set: the webhook refuses every call.` });
    if (!sameSecret(request.headers.get(vapiSecretHeader) ?? '', expected)) {
      return json(401, { error: `Missing or wrong ${vapiSecretHeader} header.` });
    }
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return json(400, { error: 'The body is not JSON.' });
    }
    try {
      const message = serverMessage(body);
      // The assistant's booking tools answer in their own module (booking-tools.ts).
      if (message.type === 'tool-calls' && tools) return json(200, await answerToolCalls(message, tools));
      if (message.type !== 'end-of-call-report') return json(200, { received: message.type });
      const report = readEndOfCallReport(message);
      try {
        return json(200, { received: message.type, outcome: await store.record(report) });
      } catch (error) {
        log(`vapi-webhook: the report of provider call ${report.providerCallId} was not stored: ${String(error)}`);
        return json(502, { error: 'The report could not be stored; send it again.' });
      }
    } catch (error) {
      if (error instanceof MalformedMessage) return json(400, { error: error.message });
      throw error;
    }
  };
}
