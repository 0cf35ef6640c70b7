import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

// The Supabase CLI's local stack uses this secret and these two keys, so a .env written for
// `supabase start` works unchanged against the stand-in.
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The database roles a request may run as; any other role claim is refused. */
export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof apiRoles)[number];

export type Claims = JWTPayload & { role?: unknown };

export type VerifiedToken = { ok: true; claims: Claims } | { ok: false; expired: boolean; message: string };

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(authorization: string | undefined | null): string | undefined {
  return /^bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
}

export function isApiRole(role: unknown): role is ApiRole {
  return apiRoles.some((apiRole) => apiRole === role);
}

// Tokens that verified, by secret and token: as PostgREST's JWT cache, so a burst of requests carrying the same key
// (the site's events all carry the anon key) verifies its signature once. Only successes are kept, each until its
// own expiry, which is checked again on every use; the cache is emptied when full rather than kept in order.
const verifiedTokens = new Map<string, Claims>();
const maxVerifiedTokens = 1_000;

export async function verifyJwt(secret: string, token: string): Promise<VerifiedToken> {
  const cacheKey = `${secret}\u0000${token}`;
  const cached = verifiedTokens.get(cacheKey);
  if (cached) {
    if (cached.exp === undefined || cached.exp * 1000 > Date.now()) return { ok: true, claims: cached };
    verifiedTokens.delete(cacheKey);
  }
  const verified = await verifySignedJwt(secret, token);
  if (verified.ok) {
    if (verifiedTokens.size >= maxVerifiedTokens) verifiedTokens.clear();
    verifiedTokens.set(cacheKey, verified.claims);
  }
  return verified;
}

async function verifySignedJwt(secret: string, token: string): Promise<VerifiedToken> {
  const parts = token.split('.').length;
  if (parts !== 3) return { ok: false, expired: false, message: `Expected 3 parts in JWT; got ${parts}` };
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, expired: true, message: 'JWT expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, expired: false, message: 'JWT cryptographic operation failed' };
    }
    return { ok: false, expired: false, message: 'JWT could not be decoded' };
  }
}

export async function signJwt(secret: string, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}
