/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_VAPI_PUBLIC_KEY?: string;
  readonly VITE_VAPI_BASE_URL?: string;
  readonly VITE_DEFAULT_ASSISTANT_ID?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_OFFLINE_VOICE_REPORTS_URL?: string;
  readonly VITE_OFFLINE_VOICE_TOOLS_URL?: string;
  /** Set by the build (src/hosting/error-reporting-plugin.ts): the commit, unless given. */
  readonly VITE_SENTRY_RELEASE?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
