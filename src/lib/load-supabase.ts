import type { AppSupabaseClient } from './supabase';

/** Loads supabase-js on first use; every later call gets the same client. */
export const loadSupabase = (): Promise<AppSupabaseClient> => import('./supabase').then((module) => module.supabase);
