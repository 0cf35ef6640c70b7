import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../supabase/local/app';
import { openDatabase } from '../../supabase/local/database';
import { unlimitedAuth } from '../../supabase/local/gotrue/rate-limits';
import { localAnonKey, localJwtSecret } from '../../supabase/local/jwt';
import { loadSchemaCache } from '../../supabase/local/postgrest/schema-cache';

/**
 * What the database sees of each request (request.method, request.path, request.headers, request.cookies),
 * read back through a function added to a private copy of the schema for this file only.
 */
let db: PGlite;
let server: Server;
let url: string;

beforeAll(async () => {
  db = (await openDatabase(null)).db;
  await db.exec(`create function public.request_settings() returns json language sql stable as $$
      select json_build_object(
        'method', current_setting('request.method', true),
        'path', current_setting('request.path', true),
        'headers', current_setting('request.headers', true)::json,
        'cookies', current_setting('request.cookies', true)::json)
    $$;
    grant execute on function public.request_settings() to anon;`);
  const schema = await loadSchemaCache(db);
  const app = createApp({ db, schema, jwtSecret: localJwtSecret, authRateLimits: unlimitedAuth, log: null });
  server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

async function settingsFor(headers: Record<string, string>) {
  const response = await fetch(`${url}/rest/v1/rpc/request_settings?ignored=1`, {
    method: 'POST',
    headers: { apikey: localAnonKey, 'Content-Type': 'application/json', ...headers },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    method: string;
    path: string;
    headers: Record<string, string>;
    cookies: Record<string, string>;
  };
}

describe('request settings, as PostgREST sets them', () => {
  it('method and path are what PostgREST sees behind the gateway: no /rest/v1 prefix, no query', async () => {
    const seen = await settingsFor({});
    expect(seen).toMatchObject({ method: 'POST', path: '/rpc/request_settings' });
  });

  it('headers arrive under lower-case names, and cookies in request.cookies instead', async () => {
    const seen = await settingsFor({ 'X-Client-Info': 'supabase-js/2', Cookie: 'theme=dark; sid=abc' });
    expect(seen.headers).toMatchObject({
      apikey: localAnonKey,
      'content-type': 'application/json',
      'x-client-info': 'supabase-js/2',
    });
    expect(Object.keys(seen.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(seen.headers).not.toHaveProperty('cookie');
    expect(seen.cookies).toEqual({ theme: 'dark', sid: 'abc' });
  });

  it('the client socket address comes first in x-forwarded-for, before anything the client sent', async () => {
    expect((await settingsFor({})).headers['x-forwarded-for']).toBe('127.0.0.1');
    expect((await settingsFor({ 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' })).headers['x-forwarded-for']).toBe(
      '127.0.0.1, 203.0.113.9, 10.0.0.1',
    );
  });
});
