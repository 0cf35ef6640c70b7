import fc from 'fast-check';
import { SignJWT } from 'jose';
import { localAnonKey, localJwtSecret } from '../../supabase/local/jwt';

/** One request a client should never send; the stand-in must answer it with a 4xx and carry on. */
export type MalformedRequest = {
  kind: string;
  method: 'GET' | 'POST' | 'HEAD';
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
};

const tables = ['contact_submissions', 'personalized_assistants'];
const table = fc.constantFrom(...tables);
const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,30}$/).filter((name) => !tables.includes(name));
const unknownColumn = identifier.filter((name) => !knownColumns.has(name));
const knownColumns = new Set([
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'business',
  'created_at',
  'status',
  'first_response_at',
  'spam',
  'slug',
  'name',
  'assistant_id',
]);
const injection = fc.oneof(
  fc.constantFrom(
    "'; drop table public.contact_submissions; --",
    '1) or (1=1',
    '" or ""="',
    "eq.1'; select pg_sleep(10); --",
    '(select current_setting($$request.jwt.claims$$))',
    '$1::text',
    'a\u0000b',
    '*/*',
    '%',
    '\\',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
const filterOperator = fc.constantFrom('eq', 'neq', 'like', 'ilike', 'gt', 'is', 'in', 'not.eq');

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Tokens that must be refused: a forged payload under the anon key's signature, alg none, expired, garbage. */
async function badTokens(): Promise<string[]> {
  const [header, , signature] = localAnonKey.split('.');
  const forged = `${header}.${base64url(JSON.stringify({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }))}.${signature}`;
  const algNone = `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url('{"role":"service_role","exp":1983812996}')}.`;
  const expired = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(localJwtSecret));
  const otherSecret = await new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode('a-different-secret-of-at-least-32-characters'));
  return [forged, algNone, expired, otherSecret, 'not.a.jwt', 'x'.repeat(4000), `${localAnonKey}x`];
}

/** Every kind of malformed request the suite sends, with fast-check choosing the details. */
export async function malformedRequest(): Promise<fc.Arbitrary<MalformedRequest>> {
  return (await malformedRequests()).map(summarised);
}

// A counterexample is reported by its kind, method, path and size, not by its 2 MB body.
function summarised(request: MalformedRequest): MalformedRequest {
  const size = request.body === undefined ? 0 : request.body.length;
  return Object.assign(request, {
    [fc.toStringMethod]: () => `${request.kind}: ${request.method} ${request.path.slice(0, 300)} (body ${size} bytes)`,
  });
}

async function malformedRequests(): Promise<fc.Arbitrary<MalformedRequest>> {
  const tokens = await badTokens();
  const validRow = JSON.stringify({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    business: 'x',
  });
  return fc.oneof(
    fc.integer({ min: 1, max: validRow.length - 1 }).map((cut) => ({
      kind: 'bad JSON (cut short)',
      method: 'POST' as const,
      path: '/rest/v1/contact_submissions',
      body: validRow.slice(0, cut),
    })),
    fc
      .string({ maxLength: 80 })
      .filter((text) => !parses(text))
      .map((body) => ({ kind: 'bad JSON', method: 'POST' as const, path: '/rest/v1/contact_submissions', body })),
    fc.constantFrom('/rest/v1/contact_submissions', '/auth/v1/token?grant_type=password').map((path) => ({
      kind: '2 MB body',
      method: 'POST' as const,
      path,
      body: JSON.stringify({ email: 'a@b.co', business: 'x'.repeat(2 * 1024 * 1024) }),
    })),
    fc.tuple(identifier, fc.constantFrom('GET' as const, 'POST' as const)).map(([name, method]) => ({
      kind: 'unknown table',
      method,
      path: `/rest/v1/${name}`,
      body: method === 'POST' ? validRow : undefined,
    })),
    fc.tuple(table, unknownColumn).map(([name, column]) => ({
      kind: 'unknown column in select',
      method: 'GET' as const,
      path: `/rest/v1/${name}?${query({ select: column })}`,
    })),
    unknownColumn.map((column) => ({
      kind: 'unknown column in an insert',
      method: 'POST' as const,
      path: '/rest/v1/contact_submissions',
      body: JSON.stringify({ ...JSON.parse(validRow), [column]: 1 }),
    })),
    fc.tuple(table, identifier).map(([name, operator]) => ({
      kind: 'unknown operator',
      method: 'GET' as const,
      path: `/rest/v1/${name}?${query({ id: `${operator}.1` })}`,
    })),
    fc
      .tuple(filterOperator, injection, fc.constantFrom('first_name', 'order', 'select', 'limit'))
      .map(([operator, text, param]) => ({
        kind: 'injection in a filter, order, select or limit',
        method: 'GET' as const,
        path: `/rest/v1/contact_submissions?${query({ [param]: param === 'first_name' ? `${operator}.${text}` : text })}`,
      })),
    fc.constantFrom('%FF', '%E0%A4%A', '%', '%zz').map((escape) => ({
      kind: 'broken percent-encoding in the query',
      method: 'GET' as const,
      path: `/rest/v1/contact_submissions?first_name=eq.${escape}`,
    })),
    fc.integer({ min: 500, max: 3000 }).map((columns) => ({
      kind: 'oversized select',
      method: 'GET' as const,
      path: `/rest/v1/contact_submissions?select=${Array.from({ length: columns }, (_, n) => `c${n}`).join(',')}`,
    })),
    fc
      .uint8Array({ minLength: 1, maxLength: 200 })
      .filter((bytes) => !isUtf8(bytes))
      .chain((bytes) =>
        fc.constantFrom('/rest/v1/contact_submissions', '/rest/v1/rpc/get_personalized_assistant').map((path) => ({
          kind: 'invalid UTF-8 body',
          method: 'POST' as const,
          path,
          body: bytes,
        })),
      ),
    fc.constantFrom('/rest/v1/contact_submissions', '/auth/v1/user').map((path) => ({
      kind: '64 KB header',
      method: 'GET' as const,
      path,
      headers: { 'X-Padding': 'x'.repeat(64 * 1024) },
    })),
    fc
      .tuple(
        fc.constantFrom(...tokens),
        fc.constantFrom(
          { method: 'GET' as const, path: '/rest/v1/personalized_assistants' },
          { method: 'POST' as const, path: '/rest/v1/contact_submissions' },
          { method: 'GET' as const, path: '/auth/v1/user' },
          { method: 'GET' as const, path: '/auth/v1/admin/users' },
        ),
      )
      .map(([token, target]) => ({
        kind: 'tampered, expired or alg:none JWT',
        ...target,
        headers: { Authorization: `Bearer ${token}` },
        body: target.method === 'POST' ? validRow : undefined,
      })),
    fc
      .tuple(identifier, fc.dictionary(identifier, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 }))
      .map(([fn, args]) => ({
        kind: 'unknown function',
        method: 'POST' as const,
        path: `/rest/v1/rpc/${fn}`,
        body: JSON.stringify(args),
      })),
    fc.integer({ min: 2_000, max: 200_000 }).map((depth) => ({
      kind: 'deeply nested JSON',
      method: 'POST' as const,
      path: '/rest/v1/rpc/get_personalized_assistant',
      body: `{"p_slug":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    })),
  );
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
