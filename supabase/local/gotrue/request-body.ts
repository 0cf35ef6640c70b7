import type { Context } from 'hono';
import { maxJsonNesting, nestsDeeperThan } from '../json-text';
import { AuthError } from './auth-error';

/** The JSON object body GoTrue expects; an empty body counts as `{}`. */
export async function authJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  // GoTrue's decoder refuses nesting past its own depth limit; the stand-in's is lower and shared with /rest/v1.
  if (nestsDeeperThan(text, maxJsonNesting)) throw badJson();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Reported just below, as for any body that is not a JSON object.
  }
  throw badJson();
}

const badJson = () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON');

export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}
