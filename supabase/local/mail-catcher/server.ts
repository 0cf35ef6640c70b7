import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { catcherApp, chatPath } from './catcher-app';
import { CatcherStore } from './catcher-store';
import { Faults } from './faults';

export type MailCatcher = {
  url: string;
  /** What to give the alert worker: the email API and the chat webhook of this catcher. */
  emailApiUrl: string;
  chatWebhookUrl: string;
  store: CatcherStore;
  stop(): Promise<void>;
};

/** How the stacks place the catcher: three ports above the stand-in, as the Supabase CLI puts Mailpit at 54324. */
export const catcherPortFor = (apiPort: number) => (apiPort === 0 ? 0 : apiPort + 3);

/**
 * Starts the local email API, mail catcher and chat recorder. With a data directory, what it receives is kept in
 * `<dataDir>/mail-catcher/` across restarts (and kills); without one, in memory.
 */
export async function startMailCatcher(options: {
  port: number;
  host?: string;
  dataDir?: string | null;
}): Promise<MailCatcher> {
  const { port, host = '127.0.0.1', dataDir = null } = options;
  const store = new CatcherStore(dataDir === null ? null : join(dataDir, 'mail-catcher'));
  const hangs = new Set<() => void>();
  const app = catcherApp(store, new Faults(), hangs);
  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, hostname: host, port }, () => resolve(started as Server)) as Server;
    started.once('error', reject);
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    emailApiUrl: url,
    chatWebhookUrl: `${url}${chatPath}`,
    store,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const release of hangs) release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
