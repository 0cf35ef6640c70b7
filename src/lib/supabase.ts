import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { authStorageKey } from './auth-storage-key';
import { env } from './env';

/**
 * The one Supabase client of the app. Import it only through `loadSupabase()` so supabase-js
 * stays out of the landing page's first load.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    storageKey: authStorageKey,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
  },
});

export type AppSupabaseClient = typeof supabase;
