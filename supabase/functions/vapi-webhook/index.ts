// The voice provider's server address as a Supabase Edge Function (docs/voice.md: what is stored). Everything it
// does is in _shared/voice, which the local stand-in serves too; this file only hands Deno's server and
// environment to it. The runtime's types are a types reference, not an import (docs/edge-functions.md).
/// <reference types="jsr:@supabase/functions-js/edge-runtime.d.ts" />
import { createVapiWebhookHandler, vapiSecretVariable } from '../_shared/voice/vapi-webhook-handler.ts';
import { voiceReportStore } from '../_shared/voice/voice-report-store.ts';
import { bookingToolStore } from '../_shared/voice/booking-tool-store.ts';

const supabaseUrl = (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

Deno.serve(
  createVapiWebhookHandler(Deno.env.get(vapiSecretVariable), {
    store: voiceReportStore(supabaseUrl, serviceRoleKey, (input, init) => fetch(input, init)),
    tools: bookingToolStore(supabaseUrl, serviceRoleKey, (input, init) => fetch(input, init)),
  }),
);
