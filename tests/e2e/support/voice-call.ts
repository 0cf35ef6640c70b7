import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's call has connected: its status says "Connected" while listening and while the assistant
 * speaks. Waiting for "Listening" instead raced the greeting: the first listening lasts the greeting's 0.7 s delay,
 * and a busy browser that misses it sees the next one only after the whole greeting, past the wait.
 */
export async function expectCallConnected(page: Page, timeout = 10_000): Promise<void> {
  await expect(page.getByRole('status')).toContainText('Connected', { timeout });
}
