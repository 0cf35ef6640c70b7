import { relaxedDemoRequestLimits } from '../../../supabase/local/demo-request-limits';
import { unlimitedAuth } from '../../../supabase/local/gotrue/rate-limits';
import { startStandIn, type StandInOptions } from '../../../supabase/local/server';

/**
 * A stand-in of one test's own, relaxed as the shared one is (every request comes from one address, a
 * scripted browser fills the demo form faster than the spam threshold, and tests side by side sign the local admin in
 * with codes of the same 30 seconds).
 */
export const startTestStandIn = (port = 0, dataDir: string | null = null, options: StandInOptions = {}) =>
  startStandIn({
    port,
    dataDir,
    quiet: true,
    demoRequestLimits: relaxedDemoRequestLimits,
    authRateLimits: unlimitedAuth,
    parallelSignIns: true,
    ...options,
  });
