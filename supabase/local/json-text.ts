import type { HonoRequest } from 'hono';

/**
 * Request bodies nesting arrays and objects deeper than this are refused before they are parsed:
 * JSON.stringify and Postgres's json parser both recurse, and 100,000 levels overflow either stack.
 */
export const maxJsonNesting = 1000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or null when it is not valid UTF-8 (which Postgres refuses rather than repairs). */
export async function strictUtf8Body(request: HonoRequest): Promise<string | null> {
  return strictUtf8(await request.arrayBuffer());
}

/** Bytes as text, or null when they are not valid UTF-8. */
export function strictUtf8(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Whether `text`, read as JSON, nests arrays and objects deeper than `limit`; brackets inside strings don't count. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}
