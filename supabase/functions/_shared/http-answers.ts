/** A JSON answer: every Edge Function answers in JSON, errors as `{ "error": "…" }`. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Compares in time independent of where the texts differ, so a secret cannot be guessed a character at a time. */
export function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index++) {
    difference |= (given.charCodeAt(index) || 0) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}
