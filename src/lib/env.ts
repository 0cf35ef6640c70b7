import { builtInAssistantId } from './built-in-assistant';

/**
 * Build-time configuration. Every value has a default that points at the local stand-in
 * (supabase/local) or the offline voice, so a fresh clone runs with no .env at all.
 */

/** The Supabase CLI's well-known local anon key; the stand-in accepts it by default. */
const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const read = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export const env = {
  /** Where the site is published; canonical links, link previews and the sitemap name it. */
  siteUrl: read(import.meta.env.VITE_SITE_URL) ?? 'http://127.0.0.1:4173',
  supabaseUrl: read(import.meta.env.VITE_SUPABASE_URL) ?? 'http://127.0.0.1:54321',
  supabaseAnonKey: read(import.meta.env.VITE_SUPABASE_ANON_KEY) ?? localAnonKey,
  vapiPublicKey: read(import.meta.env.VITE_VAPI_PUBLIC_KEY),
  vapiBaseUrl: read(import.meta.env.VITE_VAPI_BASE_URL) ?? 'https://api.vapi.ai',
  defaultAssistantId: read(import.meta.env.VITE_DEFAULT_ASSISTANT_ID) ?? builtInAssistantId,
} as const;
