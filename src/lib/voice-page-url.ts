/** The address a prospect is sent: the personal voice page on this site. */
export const voicePageUrl = (slug: string, origin: string): string =>
  `${origin}/ai-phone-caller/${encodeURIComponent(slug)}`;
