import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredAuthRateLimits } from '../../supabase/local/gotrue/rate-limits';
import { startStandIn, type StandIn } from '../../supabase/local/server';

let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, quiet: true, authRateLimits: { signInSignUps: 3, tokenRefresh: 2 } });
});

afterAll(() => standIn.stop());

/** A POST to the stand-in from the loopback address `from`, so each test has its own client address. */
function postFrom(
  from: string,
  path: string,
  body: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(path, standIn.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { apikey: standIn.anonKey, 'Content-Type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

const signIn = (from: string, password: string) =>
  postFrom(from, '/auth/v1/token?grant_type=password', { email: standIn.admin.email, password });

const tooManyRequests = {
  status: 429,
  body: {
    code: 'over_request_rate_limit',
    error_code: 'over_request_rate_limit',
    message: 'Request rate limit reached',
    msg: 'Request rate limit reached',
  },
};

describe('sign-in rate limits per client address, answered as GoTrue does', () => {
  it('the sign-in past the limit from one address gets 429, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn('127.0.0.2', 'wrong')).status).toBe(400);
    expect(await signIn('127.0.0.2', 'wrong')).toEqual(tooManyRequests);
    expect(await signIn('127.0.0.2', standIn.admin.password)).toEqual(tooManyRequests);
  });

  it('another address is counted on its own', async () => {
    expect((await signIn('127.0.0.3', standIn.admin.password)).status).toBe(200);
  });

  it('session refreshes have their own limit', async () => {
    const signedIn = await signIn('127.0.0.4', standIn.admin.password);
    let refreshToken = signedIn.body['refresh_token'];
    for (let refresh = 0; refresh < 2; refresh++) {
      const refreshed = await postFrom('127.0.0.4', '/auth/v1/token?grant_type=refresh_token', {
        refresh_token: refreshToken,
      });
      expect(refreshed.status).toBe(200);
      refreshToken = refreshed.body['refresh_token'];
    }
    expect(
      await postFrom('127.0.0.4', '/auth/v1/token?grant_type=refresh_token', { refresh_token: refreshToken }),
    ).toEqual(tooManyRequests);
  });

  it('sign-ups count against the sign-in limit', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await postFrom('127.0.0.5', '/auth/v1/signup', { email: 'a@example.com', password: 'x' })).status).toBe(
        422,
      );
    }
    expect(await postFrom('127.0.0.5', '/auth/v1/signup', { email: 'a@example.com', password: 'x' })).toEqual(
      tooManyRequests,
    );
  });

  it('by default the limits are those of supabase/config.toml [auth.rate_limit]', () => {
    expect(configuredAuthRateLimits()).toEqual({ signInSignUps: 30, tokenRefresh: 150 });
  });
});
