import { asLocalAdmin } from './landing-admin';

type PageActivity = { slug: string; opened_count: number; conversation_count: number; talk_seconds: number };

/** One page's row of voice_page_activity, read as the signed-in local admin reads it. */
export const readPageActivityAsAdmin = (slug: string) =>
  asLocalAdmin(async (db) => {
    const { data, error } = await db.rpc('voice_page_activity');
    if (error) throw error;
    const pages: PageActivity[] = data ?? [];
    return pages.find((page) => page.slug === slug);
  });
