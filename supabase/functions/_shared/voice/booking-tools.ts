import { MalformedMessage, voiceCallIdOf } from './end-of-call-report.ts';

/** The assistant's two server tools, by the names the assistant is configured with. */
export const bookingToolNames = { listSlots: 'list_free_slots', book: 'book_meeting' } as const;

/** How many free slots the assistant is offered at a time: enough to choose from, few enough to say. */
export const slotsOffered = 6;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The database's side of the tools (the service role's functions). */
export type BookingToolStore = {
  /** The free slots a prospect may book now, soonest first (ISO instants). */
  freeSlots(): Promise<{ startsAt: string; endsAt: string }[]>;
  /** Books for the lead of the voice page whose call this is; the database's answer as it gives it. */
  book(voiceCallId: string | null, startsAt: string): Promise<unknown>;
};

/** One tool call as the provider sends it (newer payloads nest name and arguments under `function`). */
type ToolCall = { id: string; name: string; arguments: Json };

function toolCalls(message: Json): ToolCall[] {
  const list = message['toolCallList'] ?? message['toolCalls'];
  if (!Array.isArray(list)) throw new MalformedMessage('message.toolCallList must be a list.');
  return list.map((item: unknown, index) => {
    if (!isObject(item) || typeof item['id'] !== 'string') {
      throw new MalformedMessage(`message.toolCallList[${index}] must be an object with an id.`);
    }
    const fn = isObject(item['function']) ? item['function'] : item;
    const name = fn['name'];
    if (typeof name !== 'string') throw new MalformedMessage(`message.toolCallList[${index}] has no function name.`);
    let args: unknown = fn['arguments'] ?? {};
    if (typeof args === 'string') {
      try {
        args = JSON.parse(args === '' ? '{}' : args);
      } catch {
        throw new MalformedMessage(`message.toolCallList[${index}].function.arguments is not JSON.`);
      }
    }
    return { id: item['id'], name, arguments: isObject(args) ? args : {} };
  });
}

/** A tool's answer: the result the model reads, or an error string that marks the call as failed. */
type ToolResult = { toolCallId: string; result: string } | { toolCallId: string; error: string };

async function answer(call: ToolCall, voiceCallId: string | null, store: BookingToolStore): Promise<ToolResult> {
  if (call.name === bookingToolNames.listSlots) {
    const slots = (await store.freeSlots()).slice(0, slotsOffered);
    return { toolCallId: call.id, result: JSON.stringify({ freeSlots: slots.map((slot) => slot.startsAt) }) };
  }
  if (call.name === bookingToolNames.book) {
    const startsAt = call.arguments['startsAt'];
    if (typeof startsAt !== 'string' || Number.isNaN(Date.parse(startsAt))) {
      return { toolCallId: call.id, error: 'startsAt must be one of the free slots, as an ISO time.' };
    }
    return {
      toolCallId: call.id,
      result: JSON.stringify(await store.book(voiceCallId, new Date(startsAt).toISOString())),
    };
  }
  return { toolCallId: call.id, error: `No tool named ${call.name}.` };
}

/**
 * Answers a `tool-calls` message in the provider's format, `{ results: [{ toolCallId, result }] }`: the free slots,
 * or the booking (booked, already booked, or taken with the nearest free slots) for the lead of the voice page the
 * call's metadata names. MalformedMessage when the message cannot be read.
 */
export async function answerToolCalls(message: Json, store: BookingToolStore): Promise<{ results: ToolResult[] }> {
  const calls = toolCalls(message);
  const call = isObject(message['call']) ? message['call'] : {};
  const voiceCallId = voiceCallIdOf(message, call);
  return { results: await Promise.all(calls.map((each) => answer(each, voiceCallId, store))) };
}
