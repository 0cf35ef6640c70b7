import type { Page } from '@playwright/test';
import type { ReceivedReport } from '../../../supabase/local/error-receiver';
import { e2eApiUrl } from './e2e-env';

/** What the e2e stand-in's receiver got (the stack's DSN points at it), newest first. */
export async function receivedReports(): Promise<ReceivedReport[]> {
  const response = await fetch(`${e2eApiUrl}/errors.json`);
  return ((await response.json()) as { reports: ReceivedReport[] }).reports;
}

/** The reports whose message contains `marker`, a text each test makes unique. */
export const reportsWith = async (marker: string) =>
  (await receivedReports()).filter((report) => report.message.includes(marker));

/** A text no other test's report carries. */
export const uniqueMarker = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Every body the page posts to the error tunnel, as it left the browser. */
export function tunnelPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/errors') {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}
