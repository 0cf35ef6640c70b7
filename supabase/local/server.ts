import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { getRequestListener } from '@hono/node-server';
import { readAlertConfig } from '../functions/_shared/alerts/alert-config.ts';
import { startAlertRunner, type AlertRunner } from './alert-runner';
import { refuseAnnouncedOversize } from './announced-oversize';
import { createApp } from './app';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { openDatabase } from './database';
import { setDemoRequestLimits, type DemoRequestLimits } from './demo-request-limits';
import { gracefulStopper } from './graceful-stop';
import { AuthMailer } from './gotrue/auth-mailer';
import { ensureLocalAdmin, localAdminTotpSecret } from './gotrue/local-admin';
import { ensureLocalMeetingHours } from './local-meeting-hours';
import { configuredAuthRateLimits, type AuthRateLimits } from './gotrue/rate-limits';
import { localAnonKey, localJwtSecret, localServiceRoleKey } from './jwt';
import { createIngestBatcher } from './postgrest/batched-calls';
import { createLeanIngest } from './postgrest/lean-ingest';
import { loadSchemaCache } from './postgrest/schema-cache';
import { startRealtime, type Realtime } from './realtime/server';
import { startScheduledJob } from './scheduled-job';
import { startSiteEventMaintenance } from './site-event-maintenance';
import { offlineProvider, offlineToolCalls, offlineVoiceReportsPath, offlineVoiceToolsPath } from './offline-provider';
import { createTeamHandler } from '../functions/_shared/team/team-handler.ts';
import { localVapiWebhook } from './vapi-webhook';
import { localVapiWebhookSecret } from '../functions/_shared/voice/vapi-webhook-handler.ts';
import { localFeedsSecret } from '../functions/_shared/meeting-feeds/feed-handler.ts';
import { localFeedWorker, localMeetingFeedsFunction, meetingFeedsEveryMs, startMeetingFeeds } from './meeting-feeds';
import { setVoiceCallSilence, startVoiceCallSweep, voiceCallSweepMs, type VoiceCallSweep } from './voice-call-sweep';

export type StandInOptions = {
  /** 0 picks a free port. Default 54321, the Supabase CLI's API port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where PGlite keeps its data; null (the default) keeps it in memory. */
  dataDir?: string | null;
  /** Default admin@example.com. */
  adminEmail?: string;
  /** Default local-admin-password. */
  adminPassword?: string;
  /** The base32 secret of the admin's verified TOTP factor; default JBSWY3DPEHPK3PXP. */
  adminTotpSecret?: string;
  /** No request log or start-up messages. */
  quiet?: boolean;
  /** The demo-request settings row is put back to the migration's defaults with these changes; default: kept. */
  demoRequestLimits?: Partial<DemoRequestLimits>;
  /** Sign-in and refresh limits per client address; default: supabase/config.toml's `[auth.rate_limit]`. */
  authRateLimits?: AuthRateLimits;
  /** How long a voice call's page may be silent before the sweep ends it, and how often it looks; default: the
   * migration's setting, every 15 s. */
  voiceCallSweep?: Partial<VoiceCallSweep>;
  /** What the vapi-webhook function takes in the X-Vapi-Secret header; default `local-vapi-webhook-secret`. */
  vapiWebhookSecret?: string;
  /** What the meeting-feeds function takes as its bearer secret; default `local-meeting-feeds-secret`. */
  meetingFeedsSecret?: string;
  /**
   * Whether calendar feeds on this machine's loopback addresses (tests' local servers) are fetched. Default true:
   * the stand-in is local; production's function refuses them unless told otherwise.
   */
  allowLoopbackFeeds?: boolean;
  /**
   * Test servers only, where tests side by side sign the same staff member in within one 30-second step: a TOTP code
   * may be used again, and verifying one keeps the person's other password-only sessions. Default false: GoTrue's
   * rules (a code once; a verified code ends the password-only sessions).
   */
  parallelSignIns?: boolean;
};

export type StandIn = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  admin: { email: string; password: string; totpSecret: string; totpUri: string };
  /** Sends GoTrue's emails (invitations) to this email API, shaped like Resend's: the local mail catcher. */
  sendAuthEmailsTo(emailApiUrl: string): void;
  /**
   * Starts the alert worker on this stand-in's database with the configuration `env` gives (the Edge Function's
   * variables; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are this stand-in's). Throws AlertConfigError, naming
   * every problem, when the configuration cannot work.
   */
  startAlertWorker(env: (name: string) => string | undefined): Promise<AlertRunner>;
  stop(): Promise<void>;
};

/** The alert worker's configuration cannot work; the message lists every problem, one a line. */
export class AlertConfigError extends Error {
  override name = 'AlertConfigError';
}

export const defaultAdmin = { email: 'admin@example.com', password: 'local-admin-password' };

/**
 * Starts the local Supabase stand-in and resolves once it answers requests. It listens only after the
 * database is ready, because supabase-js retries reads that meet a 503 or a refused connection.
 */
export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const { port = 54321, host = '127.0.0.1', dataDir = null, quiet = false } = options;
  const authRateLimits = options.authRateLimits ?? configuredAuthRateLimits();
  // An empty string (an unset variable passed through) means the default, never an empty password.
  const adminCredentials = {
    email: options.adminEmail || defaultAdmin.email,
    password: options.adminPassword || defaultAdmin.password,
    totpSecret: localAdminTotpSecret(options.adminTotpSecret),
  };
  const log = quiet ? null : (line: string) => console.log(line);

  const lock: DataDirLock | null = dataDir === null ? null : await lockDataDir(dataDir);
  let db: PGlite | null = null;
  let realtime: Realtime | null = null;
  try {
    const opened = await openDatabase(dataDir);
    db = opened.db;
    if (opened.appliedMigrations.length) log?.(`Applied migrations ${opened.appliedMigrations.join(', ')}`);
    if (opened.seeded) log?.('Applied seed.sql');
    const schema = await loadSchemaCache(db);
    const admin = await ensureLocalAdmin(db, adminCredentials);
    await ensureLocalMeetingHours(db, adminCredentials.email);
    if (options.demoRequestLimits) await setDemoRequestLimits(db, options.demoRequestLimits);
    const silentAfterSeconds = options.voiceCallSweep?.silentAfterSeconds;
    if (silentAfterSeconds !== undefined) await setVoiceCallSilence(db, silentAfterSeconds);
    const runIngest = createIngestBatcher(db);
    const authMailer = new AuthMailer();
    const vapiWebhookSecret = options.vapiWebhookSecret || localVapiWebhookSecret;
    const feedWorker = localFeedWorker(db, options.allowLoopbackFeeds ?? true, (line) => log?.(line));
    const functions = {
      'vapi-webhook': localVapiWebhook(db, vapiWebhookSecret),
      // The same handler as the deployed function, calling this very server's auth and REST API.
      team: createTeamHandler({
        supabaseUrl: (request) => new URL(request.url).origin,
        anonKey: localAnonKey,
        serviceRoleKey: localServiceRoleKey,
        fetch: (input, init) => fetch(input, init),
        now: () => Date.now(),
      }),
      'meeting-feeds': localMeetingFeedsFunction(options.meetingFeedsSecret || localFeedsSecret, feedWorker),
    };
    // The offline voice's provider posts to the webhook on this very server, wherever it listens.
    const ownWebhook = (request: Request) => `${new URL(request.url).origin}/functions/v1/vapi-webhook`;
    const routes = {
      [offlineVoiceReportsPath]: offlineProvider(ownWebhook, vapiWebhookSecret),
      [offlineVoiceToolsPath]: offlineToolCalls(ownWebhook, vapiWebhookSecret),
    };
    const app = createApp({
      db,
      schema,
      jwtSecret: localJwtSecret,
      authRateLimits,
      log,
      runIngest,
      authMailer,
      functions,
      routes,
      parallelSignIns: options.parallelSignIns ?? false,
    });
    const leanIngest = createLeanIngest({ jwtSecret: localJwtSecret, runIngest, log });
    const oversize = refuseAnnouncedOversize(log);
    realtime = await startRealtime(db, localJwtSecret, log);
    const { server, boundPort } = await listen(
      app.fetch,
      (request, response) => oversize(request, response) || leanIngest(request, response),
      host,
      port,
      realtime.handleUpgrade,
    );
    const stopMaintenance = startSiteEventMaintenance(opened.db, log);
    // Production runs the sweep daily with pg_cron; hourly here keeps a long-running local stack as tidy.
    const stopReportSweep = startScheduledJob(
      opened.db,
      { name: 'Voice report sweep', sql: 'select private.sweep_voice_call_reports()', everyMs: 60 * 60 * 1000 },
      log,
    );
    const stopAuditSweep = startScheduledJob(
      opened.db,
      { name: 'Audit trail sweep', sql: 'select private.sweep_audit_events()', everyMs: 60 * 60 * 1000 },
      log,
    );
    const stopVoiceCallSweep = startVoiceCallSweep(opened.db, options.voiceCallSweep?.everyMs ?? voiceCallSweepMs, log);
    const stopMeetingFeeds = await startMeetingFeeds(opened.db, feedWorker, meetingFeedsEveryMs, log);
    const stopServing = gracefulStopper(server);
    const startedRealtime = realtime;
    const url = `http://${host}:${boundPort}`;
    let alertRunner: AlertRunner | null = null;
    return {
      url,
      anonKey: localAnonKey,
      serviceRoleKey: localServiceRoleKey,
      jwtSecret: localJwtSecret,
      admin,
      sendAuthEmailsTo: (emailApiUrl) => authMailer.deliverTo(emailApiUrl),
      async startAlertWorker(env) {
        const own: Record<string, string> = { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: localServiceRoleKey };
        const { config, problems } = readAlertConfig((name) => own[name] ?? env(name));
        if (problems.length) {
          throw new AlertConfigError(
            `The alert worker cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
          );
        }
        alertRunner = await startAlertRunner(opened.db, config);
        return alertRunner;
      },
      stop: once(async () => {
        stopMaintenance();
        stopReportSweep();
        stopAuditSweep();
        stopVoiceCallSweep();
        await stopMeetingFeeds();
        // The worker first (it calls this server), then websockets: a graceful stop waits for every connection,
        // and realtime-js would keep its own open.
        await alertRunner?.stop();
        await startedRealtime.stop();
        const { answered, cutOff } = await stopServing();
        log?.(`Stopped: ${answered} requests answered during the stop, ${cutOff} cut off at the deadline`);
        await opened.db.close();
        lock?.release();
      }),
    };
  } catch (error) {
    await realtime?.stop();
    await db?.close();
    lock?.release();
    throw error;
  }
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  answeredFirst: (request: IncomingMessage, response: ServerResponse) => boolean,
  hostname: string,
  port: number,
  onUpgrade: Realtime['handleUpgrade'],
) {
  return new Promise<{ server: Server; boundPort: number }>((resolve, reject) => {
    // Plain HTTP/1.1 is all this serves, so the server is a node:http Server. Announced oversized bodies
    // (announced-oversize.ts) and the site's events (postgrest/lean-ingest.ts) are answered first; everything else
    // goes to Hono.
    const honoListener = getRequestListener(fetch, { hostname });
    const server = createServer((request, response) => {
      if (!answeredFirst(request, response)) void honoListener(request, response);
    });
    server.listen(port, hostname, () => resolve({ server, boundPort: (server.address() as AddressInfo).port }));
    server.on('upgrade', onUpgrade);
    server.once('error', reject);
  });
}

function once(stop: () => Promise<void>): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  return () => (stopping ??= stop());
}
