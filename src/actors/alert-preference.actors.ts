import { fromPromise } from 'xstate';
import {
  alertReceiveChoices,
  type AlertPreference,
  type AlertPreferenceRecord,
  type AlertReceive,
} from '../../machines/alert-preference/alert-preference.machine';
import { loadSupabase } from '../lib/load-supabase';

const toReceive = (value: string): AlertReceive => alertReceiveChoices.find((choice) => choice === value) ?? 'all';

/** The signed-in admin's own preference (row-level security shows only theirs; none yet means every new lead). */
async function loadPreference(): Promise<AlertPreferenceRecord> {
  const db = await loadSupabase();
  const [preference, settings] = await Promise.all([
    db.from('alert_preferences').select('receive, time_zone').maybeSingle(),
    db.from('alert_settings').select('escalate_after_minutes, time_zone').single(),
  ]);
  if (preference.error) throw preference.error;
  if (settings.error) throw settings.error;
  return {
    preference: preference.data
      ? { receive: toReceive(preference.data.receive), timeZone: preference.data.time_zone }
      : { receive: 'all', timeZone: settings.data.time_zone },
    escalateAfterMinutes: settings.data.escalate_after_minutes,
  };
}

async function savePreference(choice: AlertPreference): Promise<AlertPreference> {
  const db = await loadSupabase();
  // A composite result: PostgREST answers one object.
  const { data, error } = await db.rpc('save_alert_preference', {
    p_receive: choice.receive,
    p_time_zone: choice.timeZone,
  });
  if (error) throw error;
  return { receive: toReceive(data.receive), timeZone: data.time_zone };
}

export const alertPreferenceActors = {
  loadPreference: fromPromise<AlertPreferenceRecord, void>(() => loadPreference()),
  savePreference: fromPromise<AlertPreference, AlertPreference>(({ input }) => savePreference(input)),
};
