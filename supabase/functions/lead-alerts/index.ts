// The alert worker as a Supabase Edge Function (docs/alerts.md: deploy, secrets, cron). Everything it does is in
// _shared/alerts, which the local stand-in runs too; this file only hands Deno's server and environment to it.
// The runtime's types are a types reference, not an import: only the checker reads them (docs/edge-functions.md).
/// <reference types="jsr:@supabase/functions-js/edge-runtime.d.ts" />
import ical, { type ICalCalendarData } from 'npm:ical-generator@11.1.2';
import { createAlertHandler } from '../_shared/alerts/alert-handler.ts';
import type { CalendarData } from '../_shared/alerts/meeting-email.ts';

Deno.serve(
  createAlertHandler((name) => Deno.env.get(name), {
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    random: Math.random,
    // ical-generator's enums are these very strings; its types name them as enums.
    calendar: (data: CalendarData) => ical(data as unknown as ICalCalendarData).toString(),
  }),
);
