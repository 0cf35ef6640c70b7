import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { parse } from 'smol-toml';
import { readConfigToml } from '../project-files';
import { AuthError } from './auth-error';

/**
 * Requests per client address per 5 minutes, as `[auth.rate_limit]` in supabase/config.toml sets them, and the
 * two-step challenges and verifications per address per minute (GoTrue's fixed 15 unless given).
 */
export type AuthRateLimits = { signInSignUps: number; tokenRefresh: number; mfaChallengeAndVerify?: number };

// GoTrue's own defaults, for a config.toml that does not set them.
const gotrueDefaults: AuthRateLimits = { signInSignUps: 30, tokenRefresh: 150 };
const windowSeconds = 5 * 60;
// GoTrue's MFA.RateLimitChallengeAndVerify, counted per minute for challenges and verifications each.
const mfaPerMinute = 15;

/** No limits: for tests, whose every request comes from 127.0.0.1 and which sign in far more often than people. */
export const unlimitedAuth: AuthRateLimits = {
  signInSignUps: Infinity,
  tokenRefresh: Infinity,
  mfaChallengeAndVerify: Infinity,
};

/** The client's address: the socket's, never a header the client could write. */
export const clientAddress = (c: Context): string => getConnInfo(c).remote.address ?? 'unknown';

/** The two limits of config.toml's `[auth.rate_limit]` that apply to what the stand-in serves. */
export function configuredAuthRateLimits(): AuthRateLimits {
  const auth = parse(readConfigToml())['auth'];
  const table = isTable(auth) && isTable(auth['rate_limit']) ? auth['rate_limit'] : {};
  const limit = (key: string, fallback: number) => (typeof table[key] === 'number' ? table[key] : fallback);
  return {
    signInSignUps: limit('sign_in_sign_ups', gotrueDefaults.signInSignUps),
    tokenRefresh: limit('token_refresh', gotrueDefaults.tokenRefresh),
  };
}

/** `SUPABASE_LOCAL_AUTH_RATE_LIMITS=off` lifts the limits of a stand-in started from the command line. */
export function authRateLimitsFromEnvironment(): AuthRateLimits | undefined {
  return process.env['SUPABASE_LOCAL_AUTH_RATE_LIMITS'] === 'off' ? unlimitedAuth : undefined;
}

/**
 * Counts each client address's requests as GoTrue does and refuses those over the limit with GoTrue's 429,
 * before any password is hashed: a login flood then costs the server next to nothing.
 */
export function authRateLimiter(limits: AuthRateLimits) {
  const mfa = limits.mfaChallengeAndVerify ?? mfaPerMinute;
  const limiters = {
    signInSignUps: limiterFor(limits.signInSignUps, windowSeconds),
    tokenRefresh: limiterFor(limits.tokenRefresh, windowSeconds),
    mfaChallenge: limiterFor(mfa, 60),
    mfaVerify: limiterFor(mfa, 60),
  };
  return async (c: Context, kind: keyof typeof limiters): Promise<void> => {
    const limiter = limiters[kind];
    if (!limiter) return;
    try {
      await limiter.consume(clientAddress(c));
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      throw error;
    }
  };
}

function limiterFor(points: number, duration: number): RateLimiterMemory | null {
  return Number.isFinite(points) ? new RateLimiterMemory({ points, duration }) : null;
}

export type AuthRateLimiter = ReturnType<typeof authRateLimiter>;

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
