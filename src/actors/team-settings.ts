import type { TeamSettings } from '../../machines/team-settings/team-settings';
import type { AppSupabaseClient } from '../lib/supabase';

/** Reads the settings; any signed-in person may, before their second step too. */
export async function readTeamSettings(db: AppSupabaseClient): Promise<TeamSettings> {
  const { data, error } = await db.rpc('team_settings');
  if (error) throw error;
  const row = data[0];
  if (!row) throw new Error('The team settings are missing');
  return { twoStepRequired: row.two_step_required, idleMinutes: row.idle_minutes };
}
