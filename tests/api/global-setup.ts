import type { TestProject } from 'vitest/node';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { unlimitedAuth } from '../../supabase/local/gotrue/rate-limits';
import { startStandIn } from '../../supabase/local/server';

export type ProvidedStandIn = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  admin: { email: string; password: string };
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
  });
  const { url, anonKey, serviceRoleKey, jwtSecret, admin } = standIn;
  project.provide('standIn', { url, anonKey, serviceRoleKey, jwtSecret, admin });
  return () => standIn.stop();
}
