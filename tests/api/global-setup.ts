import type { TestProject } from 'vitest/node';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { unlimitedAuth } from '../../supabase/local/gotrue/rate-limits';
import { startMailCatcher } from '../../supabase/local/mail-catcher/server';
import { startStandIn } from '../../supabase/local/server';

export type ProvidedStandIn = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  admin: { email: string; password: string; totpSecret: string };
  /** The mail catcher the stand-in's GoTrue sends its invitations to (Mailpit's read API at /api/v1). */
  mailCatcherUrl: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    standIn: ProvidedStandIn;
  }
}

/** One in-memory stand-in on a free port for every API test file; each file reads it with inject('standIn'). */
export default async function setup(project: TestProject) {
  // Every test signs in and sends demo requests from 127.0.0.1, far more often than the limits allow one address.
  const standIn = await startStandIn({
    port: 0,
    dataDir: null,
    quiet: true,
    authRateLimits: unlimitedAuth,
    demoRequestLimits: relaxedDemoRequestLimits,
    // Files side by side sign the local admin in with codes of the same 30 seconds.
    parallelSignIns: true,
  });
  const catcher = await startMailCatcher({ port: 0 });
  standIn.sendAuthEmailsTo(catcher.emailApiUrl);
  const { url, anonKey, serviceRoleKey, jwtSecret, admin } = standIn;
  project.provide('standIn', { url, anonKey, serviceRoleKey, jwtSecret, admin, mailCatcherUrl: catcher.url });
  return async () => {
    await standIn.stop();
    await catcher.stop();
  };
}
