import { randomUUID } from 'node:crypto';
import { vapiSecretHeader } from '../functions/_shared/voice/vapi-webhook-handler.ts';

/** Where a local build's offline demo voice tells of a call that ended (VITE_OFFLINE_VOICE_REPORTS_URL). */
export const offlineVoiceReportsPath = '/offline-voice/v1/calls';

/** Where it asks for the assistant's tools to be run in a call (VITE_OFFLINE_VOICE_TOOLS_URL). */
export const offlineVoiceToolsPath = '/offline-voice/v1/tool-calls';

type Line = { speaker: 'assistant' | 'visitor'; seconds: number; text: string };

/** What the offline voice sends (src/voice/offline-call-report.ts), checked field by field. */
type OfflineCall = {
  voiceCallId: string | null;
  startedAt: string;
  endedAt: string;
  endedReason: string;
  summary: string;
  lines: Line[];
};

const isLine = (value: unknown): value is Line => {
  const line = value as Partial<Line> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    (line.speaker === 'assistant' || line.speaker === 'visitor') &&
    typeof line.seconds === 'number' &&
    typeof line.text === 'string'
  );
};

function offlineCall(body: unknown): OfflineCall | null {
  const call = body as Partial<Record<keyof OfflineCall, unknown>> | null;
  if (typeof call !== 'object' || call === null) return null;
  const { voiceCallId, startedAt, endedAt, endedReason, summary, lines } = call;
  const texts = [startedAt, endedAt, endedReason, summary];
  if (!texts.every((text) => typeof text === 'string') || !Array.isArray(lines) || !lines.every(isLine)) return null;
  if (voiceCallId !== null && typeof voiceCallId !== 'string') return null;
  return call as OfflineCall;
}

/**
 * The provider's end-of-call report of an offline call, shaped as the provider sends it: the page's call id in the
 * metadata, the lines as the artifact's messages (`bot` / `user`), the summary, and an outcome that says only what
 * the offline voice can know (it understands nothing, so no follow-up was asked for and no question heard).
 */
export function offlineEndOfCallReport(call: OfflineCall, providerCallId: string) {
  return {
    message: {
      type: 'end-of-call-report',
      call: { id: providerCallId, ...(call.voiceCallId ? { metadata: { voiceCallId: call.voiceCallId } } : {}) },
      startedAt: call.startedAt,
      endedAt: call.endedAt,
      endedReason: call.endedReason,
      cost: 0,
      analysis: { summary: call.summary, structuredData: { followUp: false, questions: [] } },
      artifact: {
        messages: call.lines.map((line) => ({
          role: line.speaker === 'assistant' ? 'bot' : 'user',
          message: line.text,
          secondsFromStart: line.seconds,
        })),
      },
    },
  };
}

/**
 * The local provider stand-in for the offline voice: takes the call it tells of and posts the provider's report of
 * it, with the secret, to the vapi-webhook function at `webhookUrl`, as the provider does after a call. Answers
 * with the function's own answer, so the page (and a test) sees what became of the report.
 */
export const offlineProvider =
  (webhookUrl: (request: Request) => string, secret: string) =>
  async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return Response.json({ error: 'Use POST.' }, { status: 405 });
    const call = offlineCall(await request.json().catch(() => null));
    if (!call) {
      return Response.json(
        {
          error: 'Send { voiceCallId, startedAt, endedAt, endedReason, summary, lines: [{ speaker, seconds, text }] }.',
        },
        { status: 400 },
      );
    }
    const report = offlineEndOfCallReport(call, `offline-${randomUUID()}`);
    const answer = await fetch(webhookUrl(request), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [vapiSecretHeader]: secret },
      body: JSON.stringify(report),
    });
    return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };

/** A tool the offline voice asks for: its name and arguments, in the call with the page's id. */
type OfflineToolCall = { voiceCallId: string | null; name: string; arguments: Record<string, unknown> };

function offlineToolCall(body: unknown): OfflineToolCall | null {
  const call = body as Partial<Record<keyof OfflineToolCall, unknown>> | null;
  if (typeof call !== 'object' || call === null || typeof call.name !== 'string') return null;
  if (call.voiceCallId !== null && typeof call.voiceCallId !== 'string') return null;
  const args = call.arguments ?? {};
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return null;
  return { voiceCallId: call.voiceCallId, name: call.name, arguments: args as Record<string, unknown> };
}

/** The provider's `tool-calls` message for one tool call in a call: the page's call id in the metadata. */
export function offlineToolCallsMessage(call: OfflineToolCall, providerCallId: string, toolCallId: string) {
  return {
    message: {
      type: 'tool-calls',
      call: { id: providerCallId, ...(call.voiceCallId ? { metadata: { voiceCallId: call.voiceCallId } } : {}) },
      toolCallList: [
        { id: toolCallId, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments) } },
      ],
    },
  };
}

/**
 * The local provider stand-in running the assistant's tools for the offline voice: it posts the provider's
 * `tool-calls` message, with the secret, to the vapi-webhook function at `webhookUrl`, as the provider does when the
 * model calls a server tool, and answers with the function's own answer (`{ results: [{ toolCallId, result }] }`).
 */
export const offlineToolCalls =
  (webhookUrl: (request: Request) => string, secret: string) =>
  async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return Response.json({ error: 'Use POST.' }, { status: 405 });
    const call = offlineToolCall(await request.json().catch(() => null));
    if (!call) {
      return Response.json({ error: 'Send { voiceCallId, name, arguments }.' }, { status: 400 });
    }
    const answer = await fetch(webhookUrl(request), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [vapiSecretHeader]: secret },
      body: JSON.stringify(offlineToolCallsMessage(call, `offline-${randomUUID()}`, `tool-${randomUUID()}`)),
    });
    return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
