import type { PGlite } from '@electric-sql/pglite';

/**
 * The row of private.demo_request_settings (migration 20261123101500): windows are Postgres intervals, and
 * a null limit counts nothing at all.
 */
export type DemoRequestLimits = {
  perAddressLimit: number | null;
  perAddressWindow: string;
  perEmailLimit: number | null;
  perEmailWindow: string;
  minFillMs: number;
};

/**
 * For test servers: every test request comes from 127.0.0.1 and many reuse one email, so the real limits
 * would make tests starve each other, and a scripted browser fills the form faster than the spam threshold.
 * The honeypot stays. Tests of the limits themselves start their own server with the real ones.
 */
export const relaxedDemoRequestLimits: Partial<DemoRequestLimits> = {
  perAddressLimit: null,
  perEmailLimit: null,
  minFillMs: 0,
};

/** `SUPABASE_LOCAL_DEMO_REQUEST_LIMITS=off` relaxes the limits of a stand-in started from the command line. */
export function demoRequestLimitsFromEnvironment(): Partial<DemoRequestLimits> | undefined {
  return process.env['SUPABASE_LOCAL_DEMO_REQUEST_LIMITS'] === 'off' ? relaxedDemoRequestLimits : undefined;
}

const columns: Record<keyof DemoRequestLimits, string> = {
  perAddressLimit: 'per_address_limit',
  perAddressWindow: 'per_address_window',
  perEmailLimit: 'per_email_limit',
  perEmailWindow: 'per_email_window',
  minFillMs: 'min_fill_ms',
};

/** Changes the named limits in the settings row, as the database owner; the rest keep their values. */
export async function setDemoRequestLimits(db: PGlite, limits: Partial<DemoRequestLimits>): Promise<void> {
  const entries = (Object.keys(columns) as (keyof DemoRequestLimits)[]).flatMap((key) =>
    limits[key] === undefined ? [] : [[columns[key], limits[key]] as const],
  );
  if (entries.length === 0) return;
  const assignments = entries.map(([column], index) => `${column} = $${index + 1}`).join(', ');
  await db.query(
    `update private.demo_request_settings set ${assignments}`,
    entries.map(([, value]) => value),
  );
}
