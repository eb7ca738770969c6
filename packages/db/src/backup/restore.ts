/**
 * `npm run restore FILE`: unpacks a backup into an empty DATA_DIR, then starts the embedded
 * PostgreSQL on it once (recovery replays the WAL in the archive up to the backup's end) and checks
 * it answers, so a bad archive fails here rather than at the next `npm start`.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, createReadStream, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { chmod, readdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createGunzip } from 'node:zlib';

import postgres from 'postgres';

import { readTar } from '../archive/tar-read';
import { startEmbeddedPostgres } from '../embedded';
import { BACKUP_FORMAT, MANIFEST, type BackupManifest } from './backup';
import { uploadRestoredFiles, type StoredFiles } from './stored-files';

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  companies: number;
  /** Files put into the storage driver (S3) rather than left in DATA_DIR/files. */
  uploaded: number;
}

/** Names from the archive become paths: nothing absolute, no `..`, no control characters. */
function safePath(root: string, name: string): string {
  const clean = name.replace(/\/$/, '');
  const segments = clean.split('/');
  const odd = [...clean].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20);
  if (!clean || clean.startsWith('/') || odd || segments.some((s) => s === '..' || s === '.' || !s))
    throw new Error(`Unsafe name in the archive: ${JSON.stringify(name)}`);
  return join(root, clean);
}

async function unpack(file: string, dataDir: string): Promise<{ manifest: BackupManifest; files: number }> {
  let manifest: BackupManifest | undefined;
  let manifestText = '';
  let current: { fd?: number; manifest?: boolean } = {};
  let files = 0;
  await readTar(createReadStream(file).pipe(createGunzip()), {
    entry: (header) => {
      if (!manifest && header.name !== MANIFEST)
        throw new Error(`Not a backup of this platform (no ${MANIFEST} first)`);
      if (header.name === MANIFEST) return void (current = { manifest: true });
      if (header.type === 'other') throw new Error(`Unexpected entry type in the archive: ${header.name}`);
      const path = safePath(dataDir, header.name);
      if (header.type === 'directory') return void mkdirSync(path, { recursive: true, mode: 0o700 });
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      current = { fd: openSync(path, 'wx', header.mode & 0o777 || 0o600) };
      files++;
    },
    data: (chunk) => {
      if (current.manifest) manifestText += chunk.toString('utf8');
      else writeSync(current.fd!, chunk);
    },
    end: () => {
      if (current.manifest) {
        manifest = JSON.parse(manifestText) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT) throw new Error(`Backup format ${manifest.format} is not supported`);
      } else if (current.fd !== undefined) closeSync(current.fd);
      current = {};
    },
  });
  if (!manifest) throw new Error('The archive is empty');
  return { manifest, files };
}

/** As root the cluster belongs to the `postgres` user the embedded PostgreSQL runs as (0013). */
function giveClusterToPostgres(clusterDir: string): void {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  execFileSync('chown', ['-R', 'postgres:postgres', clusterDir]);
}

export async function restoreDataDir(options: {
  file: string;
  dataDir: string;
  /** The storage to put the archive's files into when it is not DATA_DIR/files (STORAGE_DRIVER=s3). */
  storedFiles?: StoredFiles;
  log?: (message: string) => void;
}): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  if (!existsSync(options.file)) throw new Error(`No such backup file: ${options.file}`);
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0)
    throw new Error(`DATA_DIR ${dataDir} is not empty; restore into a new or empty folder`);
  // The same rule for the bucket: a restore never mixes its files with someone else's.
  if (options.storedFiles && (await options.storedFiles.list()).length > 0)
    throw new Error(`${options.storedFiles.place} already holds stored files; restore into an empty bucket`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    const { manifest, files } = await unpack(resolve(options.file), dataDir);
    log(`unpacked ${files} files from a backup of ${manifest.createdAt}`);
    const clusterDir = join(dataDir, 'postgres');
    await chmod(clusterDir, 0o700);
    if (process.getuid?.() === 0) giveClusterToPostgres(clusterDir);

    const database = await startEmbeddedPostgres({ dataDir, log });
    try {
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        const [row] = await sql<{ n: number }[]>`select count(*)::int as n from companies`;
        log(`the database answers: ${row!.n} companies`);
        let uploaded = 0;
        if (options.storedFiles) {
          uploaded = await uploadRestoredFiles(dataDir, options.storedFiles);
          log(`${uploaded} stored file(s) put into ${options.storedFiles.place}`);
        }
        return { manifest, files, companies: row!.n, uploaded };
      } finally {
        await sql.end();
      }
    } finally {
      await database.stop();
    }
  } catch (error) {
    // Leave nothing half-restored behind: the folder was empty before.
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
