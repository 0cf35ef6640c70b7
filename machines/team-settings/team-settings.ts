/** The team's sign-in settings: whether staff need a second factor, and the idle minutes before a session ends. */
export type TeamSettings = { twoStepRequired: boolean; idleMinutes: number };

/** The idle minutes the database accepts (its check and save_team_settings say the same). */
export const idleMinutesRange = { min: 5, max: 480 } as const;

export const idleMinutesProblem = `Idle minutes must be a whole number from ${idleMinutesRange.min} to ${idleMinutesRange.max}.`;

/** The typed idle minutes as a number, or null when they are not a whole number in range. */
export function readIdleMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= idleMinutesRange.min && minutes <= idleMinutesRange.max ? minutes : null;
}
