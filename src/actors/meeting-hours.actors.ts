import { fromPromise } from 'xstate';
import type {
  CalendarFeedStatus,
  MeetingHoursForm,
  MeetingHoursRecord,
  MeetingRange,
} from '../../machines/meeting-hours/meeting-hours-rules';
import type { MeetingSettings } from '../../machines/meeting-settings/meeting-settings-rules';
import type { Json } from '../lib/database.types';
import { loadSupabase } from '../lib/load-supabase';

/** The row `my_meeting_hours` answers (snake_case, as the database writes it). */
type MeetingHoursRow = {
  is_host: boolean;
  display_name: string | null;
  time_zone: string | null;
  hours: { weekday: number; starts: string; ends: string }[];
  calendar: {
    url: string;
    fetched_at: string | null;
    attempted_at: string | null;
    last_error: string | null;
    busy_count: number;
  } | null;
};

function toRecord(data: Json): MeetingHoursRecord {
  const row = data as unknown as MeetingHoursRow; // the shape the function builds with jsonb_build_object
  const calendar: CalendarFeedStatus | null = row.calendar && {
    url: row.calendar.url,
    fetchedAt: row.calendar.fetched_at,
    attemptedAt: row.calendar.attempted_at,
    lastError: row.calendar.last_error,
    busyCount: row.calendar.busy_count,
  };
  return {
    isHost: row.is_host,
    displayName: row.display_name ?? '',
    timeZone: row.time_zone,
    hours: row.hours.map((range): MeetingRange => ({ ...range })),
    calendar,
  };
}

/** The signed-in staff member's own hours, host details and calendar status. */
async function loadMeetingHours(): Promise<MeetingHoursRecord> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('my_meeting_hours');
  if (error) throw error;
  return toRecord(data);
}

/** Saves everything in one call (the hours are replaced whole) and answers what is now stored. */
async function saveMeetingHours(form: MeetingHoursForm): Promise<MeetingHoursRecord> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('save_my_meeting_hours', {
    p_display_name: form.displayName.trim(),
    p_time_zone: form.timeZone,
    p_hours: form.hours,
    p_calendar_url: form.calendarUrl.trim(),
  });
  if (error) throw error;
  return toRecord(data);
}

const settingsColumns = 'length_minutes, buffer_minutes, notice_minutes, horizon_days';

const toSettings = (row: {
  length_minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  horizon_days: number;
}): MeetingSettings => ({
  lengthMinutes: row.length_minutes,
  bufferMinutes: row.buffer_minutes,
  noticeMinutes: row.notice_minutes,
  horizonDays: row.horizon_days,
});

async function loadMeetingSettings(): Promise<MeetingSettings> {
  const db = await loadSupabase();
  const { data, error } = await db.from('meeting_settings').select(settingsColumns).single();
  if (error) throw error;
  return toSettings(data);
}

/** The one row is updated as a whole; row-level security lets only admins change it. */
async function saveMeetingSettings(settings: MeetingSettings): Promise<MeetingSettings> {
  const db = await loadSupabase();
  const { data, error } = await db
    .from('meeting_settings')
    .update({
      length_minutes: settings.lengthMinutes,
      buffer_minutes: settings.bufferMinutes,
      notice_minutes: settings.noticeMinutes,
      horizon_days: settings.horizonDays,
    })
    .eq('id', true)
    .select(settingsColumns)
    .single();
  if (error) throw error;
  return toSettings(data);
}

export const meetingHoursActors = {
  loadMeetingHours: fromPromise<MeetingHoursRecord, void>(() => loadMeetingHours()),
  saveMeetingHours: fromPromise<MeetingHoursRecord, MeetingHoursForm>(({ input }) => saveMeetingHours(input)),
};

export const meetingSettingsActors = {
  loadMeetingSettings: fromPromise<MeetingSettings, void>(() => loadMeetingSettings()),
  saveMeetingSettings: fromPromise<MeetingSettings, MeetingSettings>(({ input }) => saveMeetingSettings(input)),
};
