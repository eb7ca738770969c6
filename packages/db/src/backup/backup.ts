/**
 * `npm run backup`: the embedded PostgreSQL (online base backup, cluster.ts) and the rest of
 * DATA_DIR (stored files, secrets) in one .tar.gz, while the server keeps running.
 */
import { existsSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

import { TarWriter } from '../archive/tar-write';
import { startEmbeddedPostgres } from '../embedded';
import { backupCluster, type ClusterBackup } from './cluster';
import { copyDataDir } from './data-dir';

/** The archive's first entry; restore checks it before unpacking anything. */
export const MANIFEST = 'backup.json';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  postgresVersion: string;
}

export interface BackupResult extends ClusterBackup {
  file: string;
  dataFiles: number;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The URL of the cluster the running server started, from its lock file and DATA_DIR's password. */
async function runningClusterUrl(dataDir: string): Promise<string | undefined> {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  if (!isAlive(Number(lines[0]))) return undefined;
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(lines[3])}/postgres`;
}

export async function backupDataDir(options: {
  dataDir: string;
  file: string;
  log?: (message: string) => void;
}): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) throw new Error(`No embedded PostgreSQL cluster in ${clusterDir}`);
  const file = resolve(options.file);
  if (file.startsWith(`${dataDir}/`)) throw new Error('Write the backup outside DATA_DIR');
  await mkdir(dirname(file), { recursive: true });

  let url = await runningClusterUrl(dataDir);
  // No server running: start the cluster for the backup's duration (same procedure, nobody writes).
  const started = url ? undefined : await startEmbeddedPostgres({ dataDir, log });
  url ??= started!.url;
  log(started ? 'the database was not running; started it for the backup' : 'backing up the running database');

  const partial = `${file}.partial`;
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const tar = new TarWriter(gzip);
  try {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      postgresVersion: (await readFile(join(clusterDir, 'PG_VERSION'), 'utf8')).trim(),
    };
    await tar.buffer(MANIFEST, JSON.stringify(manifest, null, 2));
    let dataFiles = 0;
    const cluster = await backupCluster({
      url,
      clusterDir,
      tar,
      prefix: 'postgres',
      label: `company-platform ${manifest.createdAt}`,
      during: async () => {
        dataFiles += await copyDataDir(tar, dataDir);
      },
    });
    dataFiles += await copyDataDir(tar, dataDir);
    await tar.finish();
    await written;
    await rename(partial, file);
    log(
      `backup written to ${file}: ${cluster.files} database files, ${cluster.walSegments} WAL segment(s), ${dataFiles} other file(s)`,
    );
    return { ...cluster, file, dataFiles };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    await started?.stop();
  }
}
