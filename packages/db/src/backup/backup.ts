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
import { copyStoredFiles, type StoredFiles } from './stored-files';

/** The archive's first entry; restore checks it before unpacking anything. */
export const MANIFEST = 'backup.json';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  postgresVersion: string;
  /** Where the stored files came from; in the archive they are always under `files/`. */
  storage?: 'local' | 's3';
}

export interface BackupResult extends ClusterBackup {
  file: string;
  dataFiles: number;
  /** Files streamed from the storage driver (S3), when the platform keeps them there. */
  storedFiles: number;
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
  /** The platform's files when they are not in DATA_DIR/files (STORAGE_DRIVER=s3). */
  storedFiles?: StoredFiles;
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
      storage: options.storedFiles ? 's3' : 'local',
    };
    await tar.buffer(MANIFEST, JSON.stringify(manifest, null, 2));
    let dataFiles = 0;
    let storedFiles = 0;
    const storedElsewhere = options.storedFiles !== undefined;
    const copyFiles = async () => {
      dataFiles += await copyDataDir(tar, dataDir, { storedElsewhere });
      if (options.storedFiles) storedFiles += await copyStoredFiles(tar, options.storedFiles);
    };
    const cluster = await backupCluster({
      url,
      clusterDir,
      tar,
      prefix: 'postgres',
      label: `company-platform ${manifest.createdAt}`,
      during: copyFiles,
    });
    await copyFiles();
    await tar.finish();
    await written;
    await rename(partial, file);
    const fromBucket = options.storedFiles ? `, ${storedFiles} stored file(s) from ${options.storedFiles.place}` : '';
    log(
      `backup written to ${file}: ${cluster.files} database files, ${cluster.walSegments} WAL segment(s), ${dataFiles} other file(s)${fromBucket}`,
    );
    return { ...cluster, file, dataFiles, storedFiles };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    await started?.stop();
  }
}
