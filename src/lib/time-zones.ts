/** The zone the browser says its person is in; UTC where it cannot say. */
export const detectedTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone Intl knows, with `own` first when the list lacks it (UTC, or an alias such as Asia/Calcutta). */
export function timeZones(own: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return known.includes(own) ? known : [own, ...known];
}
