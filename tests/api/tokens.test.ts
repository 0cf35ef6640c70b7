import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createNodeClientWithToken } from '../../supabase/local/node-client';
import { rest, standIn } from './stand-in-fixtures';

const sign = (claims: Record<string, unknown>, secret = standIn.jwtSecret) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

const clientWithToken = (token: string) =>
  createNodeClientWithToken(standIn.url, standIn.anonKey, token).from('contact_submissions').select('*');

describe('access tokens', () => {
  it('the default keys are the Supabase CLI local keys, signed with its secret', async () => {
    expect(standIn.jwtSecret).toBe('super-secret-jwt-token-with-at-least-32-characters-long');
    expect(standIn.anonKey).toBe(await sign({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }));
    expect(standIn.serviceRoleKey).toBe(await sign({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }));
  });

  it('an expired token is refused with PGRST303', async () => {
    const expired = await sign({
      role: 'authenticated',
      sub: crypto.randomUUID(),
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const response = await rest('/rest/v1/contact_submissions', { token: expired });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await response.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
  });

  it('a token signed with another secret is refused with PGRST301', async () => {
    const forged = await sign(
      { role: 'authenticated', app_metadata: { role: 'admin' }, exp: Math.floor(Date.now() / 1000) + 600 },
      'some-other-secret-that-is-at-least-32-characters',
    );
    const { data, error, status } = await clientWithToken(forged);
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('a token that is not a JWT is refused with PGRST301', async () => {
    const response = await rest('/rest/v1/contact_submissions', { token: 'not-a-jwt' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('a token naming a database role other than the API roles is refused', async () => {
    const superuser = await sign({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 600 });
    const response = await rest('/rest/v1/contact_submissions', { token: superuser });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });

  it('a publishable key is treated as the anon key', async () => {
    const response = await rest('/rest/v1/rpc/get_personalized_assistant', {
      method: 'POST',
      token: 'sb_publishable_local',
      headers: { apikey: 'sb_publishable_local' },
      body: JSON.stringify({ p_slug: 'acme-dental' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { slug: 'acme-dental', name: 'Dana', assistant_id: null, max_call_seconds: 300 },
    ]);
  });
});
