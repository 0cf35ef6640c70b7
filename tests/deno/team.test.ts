// The team Edge Function, its entrypoint imported by Deno as Supabase runs it, against the stand-in that
// tests/support/deno-tests.ts starts from Node. Who may do what is proven through the stand-in in
// tests/api/team-function.test.ts; this proves the deployed entrypoint answers and asks the database in Deno.
import { handlerServedBy } from './served-handler.ts';

function expect(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const handler = await handlerServedBy('team', () => import('../../supabase/functions/team/index.ts'));

const call = (method: string, headers: Record<string, string> = {}) =>
  handler(
    new Request('http://127.0.0.1/functions/v1/team', {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify({ action: 'list' }) } : {}),
    }),
  );

Deno.test('answers the browser’s preflight with the headers supabase-js sends', async () => {
  const response = await call('OPTIONS');
  expect(response.status === 204, `preflight answered ${response.status}`);
  const allowed = response.headers.get('Access-Control-Allow-Headers') ?? '';
  expect(allowed.includes('authorization') && allowed.includes('apikey'), `allowed headers: ${allowed}`);
});

Deno.test(
  'refuses a GET (405), a call without a token (401) and a visitor’s key, asked of the database (401)',
  async () => {
    expect((await call('GET')).status === 405, 'GET was not refused with 405');
    expect((await call('POST')).status === 401, 'a call without a token was not refused with 401');
    const visitor = await call('POST', { apikey: anonKey, Authorization: `Bearer ${anonKey}` });
    expect(visitor.status === 401, `the anon key was answered ${visitor.status}`);
    await visitor.body?.cancel();
  },
);
