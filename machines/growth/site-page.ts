/**
 * The pages the funnel names, as the events and leads keep them: a path of the site in lower case without its
 * query or fragment (either may hold personal data). A personal voice page is kept without its slug, which is
 * often a person's or a business's name.
 */
export const voicePagePath = '/ai-phone-caller';

/** Longest path the database keeps (its check constraints). */
export const sitePathMax = 100;

/** The page a pathname stands for, or null for a path the funnel does not count (staff pages, odd paths). */
export function sitePage(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  // A language's voice page (`/es/ai-phone-caller/…`) keeps its prefix, and loses its slug like the English one.
  const voicePage = new RegExp(`^(/[a-z]{2})?${voicePagePath}(?:/|$)`).exec(path);
  if (voicePage) return `${voicePage[1] ?? ''}${voicePagePath}`;
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  return path.length <= sitePathMax && /^\/[a-z0-9/_-]*$/.test(path) ? path : null;
}
