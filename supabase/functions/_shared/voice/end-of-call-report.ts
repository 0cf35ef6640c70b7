/** Who said a transcript line: the assistant, or the visitor on the voice page. */
export type Speaker = 'assistant' | 'visitor';

export type TranscriptLine = { speaker: Speaker; seconds: number | null; text: string };

/** The part of the provider's end-of-call report that is kept, as record_voice_call_report takes it. */
export type EndOfCallReport = {
  providerCallId: string;
  /** The voice page's own call id, which the page put in the call's metadata at the start; null when absent. */
  voiceCallId: string | null;
  startedAt: string | null;
  endedAt: string | null;
  endedReason: string | null;
  durationSeconds: number | null;
  cost: number | null;
  summary: string | null;
  outcome: Record<string, unknown> | null;
  transcript: TranscriptLine[];
  recordingUrl: string | null;
};

/** The metadata key the page starts every call with (src/voice/vapi-sdk.ts writes it, this reads it). */
export const voiceCallIdKey = 'voiceCallId';

/** A server message whose shape is not what the provider documents; the message says what and where. */
export class MalformedMessage extends Error {
  override name = 'MalformedMessage';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ message: { type, … } }`, the envelope of every server message. */
export function serverMessage(body: unknown): Json & { type: string } {
  if (!isObject(body) || !isObject(body['message'])) {
    throw new MalformedMessage('The body must be a JSON object with a "message" object.');
  }
  const message = body['message'];
  if (typeof message['type'] !== 'string' || message['type'] === '') {
    throw new MalformedMessage('message.type must be a non-empty string.');
  }
  return message as Json & { type: string };
}

/** Reads optional fields of one object, refusing a value present with the wrong type (null counts as absent). */
function reader(source: Json, path: string) {
  const at = (key: string) => (source[key] === null ? undefined : source[key]);
  const wrong = (key: string, expected: string): never => {
    throw new MalformedMessage(`${path}.${key} must be ${expected}.`);
  };
  return {
    object(key: string): Json | undefined {
      const value = at(key);
      return value === undefined || isObject(value) ? value : wrong(key, 'an object');
    },
    text(key: string): string | undefined {
      const value = at(key);
      return value === undefined || typeof value === 'string' ? value : wrong(key, 'a string');
    },
    number(key: string): number | undefined {
      const value = at(key);
      return value === undefined || (typeof value === 'number' && Number.isFinite(value))
        ? value
        : wrong(key, 'a number');
    },
    list(key: string): unknown[] | undefined {
      const value = at(key);
      return value === undefined || Array.isArray(value) ? value : wrong(key, 'a list');
    },
    time(key: string): string | undefined {
      const value = at(key);
      if (value === undefined) return undefined;
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return wrong(key, 'a date and time');
      return new Date(value).toISOString();
    },
  };
}

const speakers: Record<string, Speaker> = { assistant: 'assistant', bot: 'assistant', user: 'visitor' };

/** The spoken lines of the report's messages; system prompts and tool calls are not speech and are not kept. */
function spokenLines(messages: unknown[]): TranscriptLine[] {
  return messages.flatMap((item, index) => {
    if (!isObject(item)) throw new MalformedMessage(`message.artifact.messages[${index}] must be an object.`);
    const line = reader(item, `message.artifact.messages[${index}]`);
    const speaker = speakers[line.text('role') ?? ''];
    const text = line.text('message')?.trim();
    if (!speaker || !text) return [];
    return [{ speaker, seconds: line.number('secondsFromStart') ?? null, text }];
  });
}

/** The plain transcript ("AI: …" / "User: …" a line), for a report that has no messages. */
function transcriptLines(transcript: string): TranscriptLine[] {
  return transcript.split('\n').flatMap((raw) => {
    const match = /^\s*(AI|User)\s*:\s*(.+)$/.exec(raw);
    if (!match?.[1] || !match[2]) return [];
    return [{ speaker: match[1] === 'AI' ? 'assistant' : 'visitor', seconds: null, text: match[2].trim() }];
  });
}

/** The page's call id wherever the provider carries the metadata the call was started with. */
export function voiceCallIdOf(message: Json, call: Json): string | null {
  const overrides = isObject(call['assistantOverrides']) ? call['assistantOverrides'] : {};
  const assistant = isObject(message['assistant']) ? message['assistant'] : {};
  for (const metadata of [call['metadata'], overrides['metadata'], assistant['metadata']]) {
    const id = isObject(metadata) ? metadata[voiceCallIdKey] : undefined;
    if (typeof id === 'string' && id !== '') return id.slice(0, 200);
  }
  return null;
}

/** An end-of-call-report message as what is kept of it; MalformedMessage when it cannot be read. */
export function readEndOfCallReport(message: Json): EndOfCallReport {
  const top = reader(message, 'message');
  const call = top.object('call');
  const providerCallId = call ? reader(call, 'message.call').text('id') : undefined;
  if (!call || !providerCallId || providerCallId.length > 200) {
    throw new MalformedMessage('message.call.id must name the provider call (1 to 200 characters).');
  }
  const artifact = top.object('artifact') ?? {};
  const art = reader(artifact, 'message.artifact');
  const analysis = reader(top.object('analysis') ?? {}, 'message.analysis');

  const startedAt = top.time('startedAt') ?? null;
  const endedAt = top.time('endedAt') ?? null;
  const measured = startedAt && endedAt ? Math.max(0, (Date.parse(endedAt) - Date.parse(startedAt)) / 1000) : undefined;
  const durationSeconds = top.number('durationSeconds') ?? measured ?? null;
  if (durationSeconds !== null && (durationSeconds < 0 || durationSeconds > 86_400)) {
    throw new MalformedMessage('message.durationSeconds must be between 0 and 86400.');
  }

  const messages = art.list('messages') ?? top.list('messages');
  const plain = art.text('transcript') ?? top.text('transcript');
  const recordingUrl = art.text('recordingUrl') ?? top.text('recordingUrl') ?? null;
  if (recordingUrl !== null && !/^https?:\/\//.test(recordingUrl)) {
    throw new MalformedMessage('The recording link must be an http(s) address.');
  }

  return {
    providerCallId,
    voiceCallId: voiceCallIdOf(message, call),
    startedAt,
    endedAt,
    endedReason: top.text('endedReason') ?? null,
    durationSeconds: durationSeconds === null ? null : Math.round(durationSeconds * 100) / 100,
    cost: top.number('cost') ?? null,
    summary: analysis.text('summary') ?? top.text('summary') ?? null,
    outcome: analysis.object('structuredData') ?? null,
    transcript: messages ? spokenLines(messages) : plain ? transcriptLines(plain) : [],
    recordingUrl,
  };
}
