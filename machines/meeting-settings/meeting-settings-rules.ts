/**
 * The team's meeting settings as admins edit them, and their bounds: the same the database's checks hold, so a
 * value the form accepts is one the database keeps.
 */

/** The settings as stored: minutes and days. */
export type MeetingSettings = {
  lengthMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
};

/** The form: each field as typed (the minimum notice in hours). */
export type MeetingSettingsForm = { length: string; buffer: string; noticeHours: string; horizon: string };

export type MeetingSettingsField = keyof MeetingSettingsForm;

export type MeetingSettingsProblems = Partial<Record<MeetingSettingsField, string>>;

/** Each field's bounds and what is said when a value is outside them. */
export const settingsBounds = {
  length: { min: 10, max: 240, problem: 'Enter a meeting length from 10 to 240 minutes.' },
  buffer: { min: 0, max: 120, problem: 'Enter a buffer from 0 to 120 minutes.' },
  noticeHours: { min: 0, max: 168, problem: 'Enter a minimum notice from 0 to 168 hours.' },
  horizon: { min: 1, max: 90, problem: 'Enter how far ahead from 1 to 90 days.' },
} satisfies Record<MeetingSettingsField, { min: number; max: number; problem: string }>;

const fields = Object.keys(settingsBounds) as MeetingSettingsField[];

/** A whole number as typed (digits only), or null. */
const wholeNumber = (text: string): number | null => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

export function settingsProblems(form: MeetingSettingsForm): MeetingSettingsProblems {
  const problems: MeetingSettingsProblems = {};
  for (const field of fields) {
    const value = wholeNumber(form[field]);
    const { min, max, problem } = settingsBounds[field];
    if (value === null || value < min || value > max) problems[field] = problem;
  }
  return problems;
}

export const formOfSettings = (settings: MeetingSettings): MeetingSettingsForm => ({
  length: String(settings.lengthMinutes),
  buffer: String(settings.bufferMinutes),
  // The notice is kept in minutes; the form offers whole hours, so a stored part of an hour rounds up.
  noticeHours: String(Math.ceil(settings.noticeMinutes / 60)),
  horizon: String(settings.horizonDays),
});

/** The settings a valid form stands for. */
export const settingsOfForm = (form: MeetingSettingsForm): MeetingSettings => ({
  lengthMinutes: Number(form.length.trim()),
  bufferMinutes: Number(form.buffer.trim()),
  noticeMinutes: Number(form.noticeHours.trim()) * 60,
  horizonDays: Number(form.horizon.trim()),
});
