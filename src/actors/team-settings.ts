import type { AppSupabaseClient } from '../lib/supabase';

/** The team's sign-in settings, as the database keeps them (admins change them on the Team screen). */
export type TeamSettings = { twoStepRequired: boolean; idleMinutes: number };

/** Reads the settings; any signed-in person may, before their second step too. */
export async function readTeamSettings(db: AppSupabaseClient): Promise<TeamSettings> {
  const { data, error } = await db.rpc('team_settings');
  if (error) throw error;
  const row = data[0];
  if (!row) throw new Error('The team settings are missing');
  return { twoStepRequired: row.two_step_required, idleMinutes: row.idle_minutes };
}
