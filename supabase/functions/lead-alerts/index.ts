// The alert worker as a Supabase Edge Function (docs/alerts.md: deploy, secrets, cron). Everything it does is in
// _shared/alerts, which the local stand-in runs too; this file only hands Deno's server and environment to it.
import { createAlertHandler } from '../_shared/alerts/alert-handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

Deno.serve(createAlertHandler((name) => Deno.env.get(name)));
