import type { PGlite } from '@electric-sql/pglite';

/**
 * The row of private.demo_request_settings (migrations 20261123101500, 20261124110100, 20261127120000 and
 * 20261127121000): windows are Postgres
 * intervals, and a null limit counts nothing at all. The event limit is the site events' per-address limit; the acknowledgement caps hold back
 * acknowledgements per recipient domain and overall; the voice limits count voice events, call heartbeats
 * and voice-page lookups per client address.
 */
export type DemoRequestLimits = {
  perAddressLimit: number | null;
  perAddressWindow: string;
  perEmailLimit: number | null;
  perEmailWindow: string;
  minFillMs: number;
  eventPerAddressLimit: number | null;
  eventPerAddressWindow: string;
  ackPerDomainLimit: number | null;
  ackOverallLimit: number | null;
  ackWindow: string;
  voiceEventPerAddressLimit: number | null;
  heartbeatPerAddressLimit: number | null;
  pageLookupPerAddressLimit: number | null;
  voicePerAddressWindow: string;
};

/**
 * For test servers: every test request comes from 127.0.0.1 and many reuse one email, so the real limits
 * (demo requests and site events alike) would make tests starve each other, and a scripted browser fills the
 * form faster than the spam threshold.
 * The honeypot stays. Tests of the limits themselves start their own server with the real ones.
 */
export const relaxedDemoRequestLimits: Partial<DemoRequestLimits> = {
  perAddressLimit: null,
  perEmailLimit: null,
  minFillMs: 0,
  eventPerAddressLimit: null,
  ackPerDomainLimit: null,
  ackOverallLimit: null,
  voiceEventPerAddressLimit: null,
  heartbeatPerAddressLimit: null,
  pageLookupPerAddressLimit: null,
};

/**
 * What a stand-in started from the command line sets: `SUPABASE_LOCAL_DEMO_REQUEST_LIMITS=off` relaxes the
 * limits, anything else puts the migration's own back, so `off` never outlives the run that asked for it.
 */
export function demoRequestLimitsFromEnvironment(): Partial<DemoRequestLimits> {
  return process.env['SUPABASE_LOCAL_DEMO_REQUEST_LIMITS'] === 'off' ? relaxedDemoRequestLimits : {};
}

const columns: Record<keyof DemoRequestLimits, string> = {
  perAddressLimit: 'per_address_limit',
  perAddressWindow: 'per_address_window',
  perEmailLimit: 'per_email_limit',
  perEmailWindow: 'per_email_window',
  minFillMs: 'min_fill_ms',
  eventPerAddressLimit: 'event_per_address_limit',
  eventPerAddressWindow: 'event_per_address_window',
  ackPerDomainLimit: 'ack_per_domain_limit',
  ackOverallLimit: 'ack_overall_limit',
  ackWindow: 'ack_window',
  voiceEventPerAddressLimit: 'voice_event_per_address_limit',
  heartbeatPerAddressLimit: 'heartbeat_per_address_limit',
  pageLookupPerAddressLimit: 'page_lookup_per_address_limit',
  voicePerAddressWindow: 'voice_per_address_window',
};

/**
 * Puts the settings row back to the migration's defaults (the column defaults, their one home) with `changes`
 * applied, as the database owner.
 */
export async function setDemoRequestLimits(db: PGlite, changes: Partial<DemoRequestLimits>): Promise<void> {
  const entries = (Object.keys(columns) as (keyof DemoRequestLimits)[]).flatMap((key) =>
    changes[key] === undefined ? [] : [[columns[key], changes[key]] as const],
  );
  await db.transaction(async (tx) => {
    await tx.query('delete from private.demo_request_settings');
    await tx.query('insert into private.demo_request_settings default values');
    if (entries.length === 0) return;
    const assignments = entries.map(([column], index) => `${column} = $${index + 1}`).join(', ');
    await tx.query(
      `update private.demo_request_settings set ${assignments}`,
      entries.map(([, value]) => value),
    );
  });
}
