import type { Context } from 'hono';
import { bearerToken, verifyJwt, type Claims } from '../jwt';
import { AuthError } from './auth-error';

/** The verified claims of the request's bearer token, refused as GoTrue refuses a missing or bad one. */
export async function bearerClaims(c: Context, jwtSecret: string): Promise<Claims> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(jwtSecret, token);
  if (!verified.ok) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.message}`);
  }
  return verified.claims;
}

export async function requireServiceRole(c: Context, jwtSecret: string): Promise<void> {
  const claims = await bearerClaims(c, jwtSecret);
  if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}
