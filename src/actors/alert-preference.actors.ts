import { fromPromise } from 'xstate';
import {
  alertReceiveChoices,
  type AlertPreference,
  type AlertPreferenceRecord,
  type AlertReceive,
  type TakingLeadsChoice,
} from '../../machines/alert-preference/alert-preference.machine';
import type { Tables } from '../lib/database.types';
import { loadSupabase } from '../lib/load-supabase';

const toReceive = (value: string): AlertReceive => alertReceiveChoices.find((choice) => choice === value) ?? 'all';

const toPreference = (row: Pick<Tables<'alert_preferences'>, 'receive' | 'time_zone' | 'taking_leads'>) => ({
  receive: toReceive(row.receive),
  timeZone: row.time_zone,
  takingLeads: row.taking_leads,
});

/** The signed-in admin's own preference (row-level security shows only theirs; none yet means every new lead). */
async function loadPreference(): Promise<AlertPreferenceRecord> {
  const db = await loadSupabase();
  const [preference, settings] = await Promise.all([
    db.from('alert_preferences').select('receive, time_zone, taking_leads').maybeSingle(),
    db.from('alert_settings').select('escalate_after_minutes, time_zone').single(),
  ]);
  if (preference.error) throw preference.error;
  if (settings.error) throw settings.error;
  return {
    preference: preference.data
      ? toPreference(preference.data)
      : { receive: 'all', timeZone: settings.data.time_zone, takingLeads: false },
    escalateAfterMinutes: settings.data.escalate_after_minutes,
  };
}

async function savePreference(choice: Omit<AlertPreference, 'takingLeads'>): Promise<AlertPreference> {
  const db = await loadSupabase();
  // A composite result: PostgREST answers one object.
  const { data, error } = await db.rpc('save_alert_preference', {
    p_receive: choice.receive,
    p_time_zone: choice.timeZone,
  });
  if (error) throw error;
  return toPreference(data);
}

async function saveTakingLeads(choice: TakingLeadsChoice): Promise<AlertPreference> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('set_taking_leads', {
    p_taking: choice.takingLeads,
    p_time_zone: choice.timeZone,
  });
  if (error) throw error;
  return toPreference(data);
}

export const alertPreferenceActors = {
  loadPreference: fromPromise<AlertPreferenceRecord, void>(() => loadPreference()),
  savePreference: fromPromise<AlertPreference, Omit<AlertPreference, 'takingLeads'>>(({ input }) =>
    savePreference(input),
  ),
  saveTakingLeads: fromPromise<AlertPreference, TakingLeadsChoice>(({ input }) => saveTakingLeads(input)),
};
