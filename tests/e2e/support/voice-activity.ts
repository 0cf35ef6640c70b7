import { localAnonKey } from '../../../supabase/local/jwt';
import { createNodeClient } from '../../../supabase/local/node-client';
import { e2eApiUrl } from './e2e-env';

/** One page's row of voice_page_activity, read as the signed-in local admin reads it. */
export async function readPageActivityAsAdmin(slug: string) {
  const db = createNodeClient(e2eApiUrl, localAnonKey);
  const { error: signInError } = await db.auth.signInWithPassword({
    email: 'admin@example.com',
    password: 'local-admin-password',
  });
  if (signInError) throw signInError;
  try {
    const { data, error } = await db.rpc('voice_page_activity');
    if (error) throw error;
    const pages: Array<{ slug: string; opened_count: number; conversation_count: number; talk_seconds: number }> =
      data ?? [];
    return pages.find((page) => page.slug === slug);
  } finally {
    await db.auth.signOut();
  }
}
