import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { rest, serviceClient, standIn, submission, uniqueMarker } from './stand-in-fixtures';

const postgrestKeys = ['code', 'details', 'hint', 'message'];

async function expectPostgrestError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(postgrestKeys);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  return body;
}

const post = (path: string, body: string) => rest(path, { method: 'POST', body });

describe('malformed requests get a 4xx with a PostgREST-shaped body', () => {
  it('bad JSON', async () => {
    await expectPostgrestError(await post('/rest/v1/contact_submissions', '{"first_name": "Ada",'), 400, 'PGRST102');
  });

  it('a JSON body that is not an object or an array of objects', async () => {
    await expectPostgrestError(await post('/rest/v1/contact_submissions', '"just a string"'), 400, 'PGRST102');
  });

  it('an unknown table', async () => {
    const body = await expectPostgrestError(await rest('/rest/v1/no_such_table?select=*'), 404, 'PGRST205');
    expect(body.message).toBe("Could not find the table 'public.no_such_table' in the schema cache");
  });

  it('an unknown column to select', async () => {
    await expectPostgrestError(await rest('/rest/v1/contact_submissions?select=first_name,shoe_size'), 400, '42703');
  });

  it('an unknown column to insert', async () => {
    const body = JSON.stringify({ ...submission('unknown column'), shoe_size: 44 });
    const error = await expectPostgrestError(await post('/rest/v1/contact_submissions', body), 400, 'PGRST204');
    expect(error.message).toBe("Could not find the 'shoe_size' column of 'contact_submissions' in the schema cache");
  });

  it('an unknown filter operator', async () => {
    await expectPostgrestError(await rest('/rest/v1/contact_submissions?first_name=resembles.Ada'), 400, 'PGRST100');
  });

  it('a malformed order', async () => {
    await expectPostgrestError(await rest('/rest/v1/contact_submissions?order=created_at.sideways'), 400, 'PGRST100');
  });

  it('a limit that is not a number', async () => {
    await expectPostgrestError(await rest('/rest/v1/contact_submissions?limit=ten'), 400, 'PGRST100');
  });

  it('a body over 1 MB', async () => {
    const body = JSON.stringify(submission('x'.repeat(1024 * 1024)));
    await expectPostgrestError(await post('/rest/v1/contact_submissions', body), 413, 'PGRST413');
  });

  it('a body over 1 MB still arriving when the 413 leaves: the sender finishes its upload and reads the 413', async () => {
    const pieces = 16;
    const piece = Buffer.alloc((2 * 1024 * 1024) / pieces, ' ');
    // A connection kept open, as browsers and fetch keep them.
    const agent = new Agent({ keepAlive: true });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = request(`${standIn.url}/rest/v1/contact_submissions`, {
        method: 'POST',
        agent,
        headers: {
          apikey: standIn.anonKey,
          Authorization: `Bearer ${standIn.anonKey}`,
          'Content-Type': 'application/json',
          'Content-Length': String(piece.length * pieces),
        },
      });
      const answered = new Promise<{ status: number; body: string }>((done) =>
        upload.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => done({ status: response.statusCode ?? 0, body }));
        }),
      );
      const uploaded = new Promise((done) => upload.on('finish', done));
      upload.on('error', reject);
      // A slow sender: the answer leaves long before the last piece.
      let sent = 0;
      const sendNext = () => {
        sent += 1;
        if (sent < pieces) upload.write(piece, (error) => (error ? reject(error) : setTimeout(sendNext, 50)));
        else upload.end(piece);
      };
      sendNext();
      void Promise.all([answered, uploaded]).then(([result]) => resolve(result), reject);
    }).finally(() => agent.destroy());
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST413' });
  });

  it('an unknown function', async () => {
    const body = await expectPostgrestError(await post('/rest/v1/rpc/no_such_function', '{}'), 404, 'PGRST202');
    expect(body.message).toBe('Could not find the function public.no_such_function() in the schema cache');
  });

  it('a known function with an unknown argument', async () => {
    const body = await expectPostgrestError(
      await post('/rest/v1/rpc/get_personalized_assistant', '{"slug":"acme-dental"}'),
      404,
      'PGRST202',
    );
    expect(body.hint).toBe('Perhaps you meant to call the function public.get_personalized_assistant(p_slug)');
  });

  it('a schema other than public', async () => {
    await expectPostgrestError(
      await rest('/rest/v1/contact_submissions', { headers: { 'Accept-Profile': 'auth' } }),
      406,
      'PGRST106',
    );
  });

  it('an unsupported method', async () => {
    await expectPostgrestError(
      await rest('/rest/v1/contact_submissions?id=eq.1', { method: 'PUT', body: '{}' }),
      405,
      'PGRST117',
    );
  });

  it('JSON nested 100,000 levels deep in a field', async () => {
    const nested = '['.repeat(100_000) + ']'.repeat(100_000);
    const body = JSON.stringify(submission('nested')).replace('"nested"', nested);
    await expectPostgrestError(await post('/rest/v1/contact_submissions', body), 400, 'PGRST102');
  });

  it('JSON nested 100,000 levels deep in an rpc argument', async () => {
    const nested = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    await expectPostgrestError(
      await post('/rest/v1/rpc/get_personalized_assistant', `{"p_slug":${nested}}`),
      400,
      'PGRST102',
    );
  });

  it('invalid UTF-8 in a body is refused, not stored with replacement characters', async () => {
    const marker = uniqueMarker('invalid utf-8');
    const [before, after] = JSON.stringify(submission(marker)).split(marker);
    const body = Buffer.concat([Buffer.from(`${before}${marker}`), Buffer.from([0xff, 0xfe]), Buffer.from(`${after}`)]);
    const response = await rest('/rest/v1/contact_submissions', { method: 'POST', body });
    await expectPostgrestError(response, 400, 'PGRST102');
    const { data } = await serviceClient().from('contact_submissions').select('id').like('business', `${marker}%`);
    expect(data).toEqual([]);
  });

  it('JSON nested 100,000 levels deep to the auth API gets a GoTrue-shaped 400', async () => {
    const nested = '['.repeat(100_000) + ']'.repeat(100_000);
    const response = await rest('/auth/v1/admin/users', {
      method: 'POST',
      token: standIn.serviceRoleKey,
      body: `{"email":"deep@example.com","password":"long-enough-password","user_metadata":{"a":${nested}}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
  });

  it('bad JSON to the auth API gets a GoTrue-shaped body', async () => {
    const response = await post('/auth/v1/token?grant_type=password', '{nope');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
  });

  it('after a burst of 200 malformed requests the server still answers a good one', async () => {
    const malformed = [
      () => post('/rest/v1/contact_submissions', '{oops'),
      () => rest('/rest/v1/no_such_table'),
      () => rest('/rest/v1/contact_submissions?first_name=zz.Ada'),
      () => rest('/rest/v1/contact_submissions', { token: 'garbage' }),
      () => post('/rest/v1/rpc/no_such_function', '[1,2'),
      () => post('/auth/v1/token?grant_type=password', '{"email":'),
      () => rest('/rest/v1/contact_submissions?select=(((', { method: 'GET' }),
      () => rest('/nowhere/at/all'),
    ];
    const burst = Array.from({ length: 200 / malformed.length }, () => malformed).flat();
    const statuses = await Promise.all(burst.map((send) => send().then((response) => response.status)));
    expect(statuses).toHaveLength(200);
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);

    const good = await post('/rest/v1/rpc/get_personalized_assistant', '{"p_slug":"acme-dental"}');
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual([
      { slug: 'acme-dental', name: 'Dana', assistant_id: null, max_call_seconds: 300 },
    ]);
  });
});
