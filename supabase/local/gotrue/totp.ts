import { encodeQR } from '@paulmillr/qr';
import { Secret, TOTP } from 'otpauth';

// GoTrue's TOTP: RFC 6238 with SHA-1, 30-second steps and 6 digits, accepting the step before and after.
const period = 30;
const window = 1;

function totp(secret: string, issuer = '', accountName = '') {
  return new TOTP({
    issuer,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period,
  });
}

/** A new shared secret in base32, 20 random bytes as GoTrue makes them. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** Whether `secret` is base32 text an authenticator app can take. */
export function isTotpSecret(secret: string): boolean {
  if (!/^[A-Z2-7]+=*$/i.test(secret)) return false;
  try {
    return Secret.fromBase32(secret).bytes.length >= 10;
  } catch {
    return false;
  }
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, issuer: string, accountName: string): string =>
  totp(secret, issuer, accountName).toString();

/** The QR code of `uri` as SVG text, with the highest error correction as GoTrue draws it. */
export const qrCodeSvg = (uri: string): string => encodeQR(uri, 'svg', { ecc: 'high' });

/** The 30-second step whose code `code` is, within one step of `now`; null when it is none of them. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window });
  return delta === null ? null : Math.floor(now / 1000 / period) + delta;
}

/** The code an authenticator shows for `secret` at `at`: for the stand-in's own scripts (benchmarks) that sign in. */
export const totpCodeAt = (secret: string, at: number): string => totp(secret).generate({ timestamp: at });
