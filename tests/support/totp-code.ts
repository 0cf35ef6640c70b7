import { Secret, TOTP } from 'otpauth';

/**
 * The 6-digit code an authenticator app shows for the base32 `secret` at `at` (default: now): RFC 6238 with
 * SHA-1 and 30-second steps, as Supabase's two-step sign-in uses it.
 */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}
