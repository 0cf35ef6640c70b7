/** The Prefer header's preferences as a map, e.g. `count=exact, return=representation`. */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const preferences = new Map<string, string>();
  for (const token of (header ?? '').split(',')) {
    const [key = '', value = ''] = token.trim().split('=');
    if (key) preferences.set(key.toLowerCase(), value.toLowerCase());
  }
  return preferences;
}
