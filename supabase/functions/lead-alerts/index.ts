// The alert worker as a Supabase Edge Function (docs/alerts.md: deploy, secrets, cron). Everything it does is in
// _shared/alerts, which the local stand-in runs too; this file only hands Deno's server and environment to it.
// The runtime's types are a types reference, not an import: only the checker reads them (docs/edge-functions.md).
/// <reference types="jsr:@supabase/functions-js/edge-runtime.d.ts" />
import { createAlertHandler } from '../_shared/alerts/alert-handler.ts';

Deno.serve(createAlertHandler((name) => Deno.env.get(name)));
