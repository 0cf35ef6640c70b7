import { fromPromise } from 'xstate';
import type { TeamSettings } from '../../machines/team-settings/team-settings';
import { loadSupabase } from '../lib/load-supabase';
import { readTeamSettings } from './team-settings';

/**
 * Saves both settings (admins only; the database checks the values again and audits a change). Apart from the
 * reading, which the sign-in needs in the app's first load, so this stays in the screen's own chunk.
 */
async function saveTeamSettings(settings: TeamSettings): Promise<TeamSettings> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('save_team_settings', {
    p_two_step_required: settings.twoStepRequired,
    p_idle_minutes: settings.idleMinutes,
  });
  if (error) throw error;
  const row = data[0];
  if (!row) throw new Error('The team settings are missing');
  return { twoStepRequired: row.two_step_required, idleMinutes: row.idle_minutes };
}

export const teamSettingsActors = {
  loadSettings: fromPromise<TeamSettings, void>(async () => readTeamSettings(await loadSupabase())),
  saveSettings: fromPromise<TeamSettings, TeamSettings>(({ input }) => saveTeamSettings(input)),
};
