import { builtInAssistantId } from './built-in-assistant.ts';

/** The Supabase CLI's well-known local anon key; the stand-in accepts it by default. */
const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * The configuration a set of VITE_* variables gives. Every value has a default that points at the local
 * stand-in (supabase/local) or the offline voice, so a fresh clone runs with no .env at all. The app reads
 * its own variables (baked in at build time); the build reads the same ones here for the security headers,
 * so both agree on every default.
 */
export function readEnv(vars: Record<string, string | boolean | undefined>) {
  const text = (name: string) => {
    const value = vars[name];
    return (typeof value === 'string' && value.trim()) || undefined;
  };
  return {
    /** Where the site is published; canonical links, link previews and the sitemap name it. */
    siteUrl: text('VITE_SITE_URL') ?? 'http://127.0.0.1:4173',
    supabaseUrl: text('VITE_SUPABASE_URL') ?? 'http://127.0.0.1:54321',
    supabaseAnonKey: text('VITE_SUPABASE_ANON_KEY') ?? localAnonKey,
    vapiPublicKey: text('VITE_VAPI_PUBLIC_KEY'),
    vapiBaseUrl: text('VITE_VAPI_BASE_URL') ?? 'https://api.vapi.ai',
    defaultAssistantId: text('VITE_DEFAULT_ASSISTANT_ID') ?? builtInAssistantId,
    /**
     * Where the offline demo voice tells the local provider stand-in that a call ended (set for builds against the
     * stand-in only, docs/voice.md); without one it tells no one.
     */
    offlineVoiceReportsUrl: text('VITE_OFFLINE_VOICE_REPORTS_URL'),
    /**
     * Where the offline demo voice asks the local provider stand-in to run the assistant's tools (free slots,
     * booking), as the provider would through the voice webhook; without one it offers no meeting.
     */
    offlineVoiceToolsUrl: text('VITE_OFFLINE_VOICE_TOOLS_URL'),
    /** Where error reports go (docs/errors.md); without one nothing is reported. */
    sentryDsn: text('VITE_SENTRY_DSN'),
  } as const;
}
