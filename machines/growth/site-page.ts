/**
 * The pages the funnel names, as the events and leads keep them: a path of the site in lower case without its
 * query or fragment (either may hold personal data). A personal voice page, in any language, is kept as its route
 * template (`/ai-phone-caller/$slug`, `/es/ai-phone-caller/$slug`), never its slug, which is often a person's or a
 * business's name. The database maps any slug it is sent the same way (`private.page_template`).
 */
export const voicePagePath = '/ai-phone-caller';

/** A voice page with its slug, under an optional language prefix. */
const voicePageWithSlug = /^((?:\/[a-z]{2})?\/ai-phone-caller)\/.+$/;

/** Longest path the database keeps (its check constraints). */
export const sitePathMax = 100;

/** The page a pathname stands for, or null for a path the funnel does not count (staff pages, odd paths). */
export function sitePage(pathname: string): string | null {
  const bare = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (bare === '/admin' || bare.startsWith('/admin/')) return null;
  const path = bare.replace(voicePageWithSlug, '$1/$$slug');
  return path.length <= sitePathMax && /^\/[a-z0-9/_-]*(\/\$slug)?$/.test(path) ? path : null;
}
