/** A Phoenix channel message, as realtime-js reads and writes it. */
export type Message = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
};

/**
 * vsn 2.0.0 (what realtime-js sends by default) is a JSON array `[join_ref, ref, topic, event, payload]`;
 * vsn 1.0.0 is the same fields as a JSON object. Binary frames carry broadcasts, which the stand-in does not speak.
 */
export type Serializer = { encode(message: Message): string; decode(text: string): Message | null };

export const serializers: Record<string, Serializer> = {
  '2.0.0': {
    encode: ({ joinRef, ref, topic, event, payload }) => JSON.stringify([joinRef, ref, topic, event, payload]),
    decode: (text) => {
      const value: unknown = JSON.parse(text);
      if (!Array.isArray(value) || value.length !== 5) return null;
      const [joinRef, ref, topic, event, payload] = value as unknown[];
      return message(joinRef, ref, topic, event, payload);
    },
  },
  '1.0.0': {
    encode: ({ joinRef, ref, topic, event, payload }) =>
      JSON.stringify({ join_ref: joinRef, ref, topic, event, payload }),
    decode: (text) => {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null) return null;
      const fields = value as Record<string, unknown>;
      return message(fields.join_ref, fields.ref, fields.topic, fields.event, fields.payload);
    },
  },
};

function message(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Message | null {
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return {
    joinRef: typeof joinRef === 'string' ? joinRef : null,
    ref: typeof ref === 'string' ? ref : null,
    topic,
    event,
    payload: typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {},
  };
}
