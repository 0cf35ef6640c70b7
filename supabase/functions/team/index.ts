// The Team screen's server side as a Supabase Edge Function (docs/team.md). Everything it does is in _shared/team,
// which the local stand-in serves too; this file only hands Deno's server and environment to it. The runtime's
// types are a types reference, not an import (docs/edge-functions.md).
/// <reference types="jsr:@supabase/functions-js/edge-runtime.d.ts" />
import { createTeamHandler } from '../_shared/team/team-handler.ts';

const supabaseUrl = (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');

Deno.serve(
  createTeamHandler({
    supabaseUrl: () => supabaseUrl,
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
  }),
);
