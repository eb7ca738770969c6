/**
 * An online base backup of a PostgreSQL cluster with the low-level API (pg_backup_start /
 * pg_backup_stop, PostgreSQL 15+), as pg_basebackup does it: the server keeps serving while its
 * data directory is copied; the WAL written meanwhile makes the copy consistent on restore.
 * The embedded PostgreSQL ships no pg_basebackup, hence this.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

import postgres from 'postgres';

import type { TarWriter } from '../archive/tar-write';

/** Folders whose contents are runtime state a restored cluster must not get (PostgreSQL docs §26.3.3). */
const EMPTY_ON_RESTORE = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export interface ClusterBackup {
  startLsn: string;
  stopLsn: string;
  walSegments: number;
  files: number;
}

/**
 * Copies every file of the tree under `prefix`, keeping runtime-only folders empty. The control
 * file goes last, as pg_basebackup sends it.
 */
async function copyTree(tar: TarWriter, dir: string, prefix: string, top: boolean): Promise<number> {
  let files = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []; // a database dropped while we copy
    throw error;
  });
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) {
      await tar.directory(name);
      if (top && EMPTY_ON_RESTORE.has(entry.name)) {
        if (entry.name === 'pg_wal') await tar.directory(`${name}/archive_status`);
        continue;
      }
      files += await copyTree(tar, path, name, false);
    } else if (entry.isFile()) {
      if (top && SKIPPED_FILES.has(entry.name)) continue;
      if (entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') continue;
      if (name.endsWith('/global/pg_control')) continue;
      const info = await stat(path).catch(() => null);
      if (info && (await tar.file(name, path, info.size))) files++;
    }
  }
  return files;
}

/**
 * Backs up the cluster in `clusterDir` (served at `url`) into `tar` under `prefix`. One session
 * holds a temporary physical replication slot, so the WAL from the start checkpoint on is kept
 * until it is copied, then pg_backup_start, the copy, pg_backup_stop, its backup_label, the WAL.
 */
export async function backupCluster(options: {
  url: string;
  clusterDir: string;
  tar: TarWriter;
  prefix: string;
  label: string;
  /** Runs while the backup is open (after the data files): copy what must match this moment. */
  during?: () => Promise<void>;
}): Promise<ClusterBackup> {
  const { tar, prefix, clusterDir } = options;
  const sql = postgres(options.url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await sql`select pg_create_physical_replication_slot(${`backup_${process.pid}_${Date.now()}`}, true, true)`;
    const [start] = await sql<{ lsn: string }[]>`select pg_backup_start(${options.label}, true)::text as lsn`;
    let files = await copyTree(tar, clusterDir, prefix, true);
    const control = join(clusterDir, 'global', 'pg_control');
    if (await tar.file(`${prefix}/global/pg_control`, control, (await stat(control)).size)) files++;
    await options.during?.();
    const [stop] = await sql<{ lsn: string; labelfile: string; spcmapfile: string; last: string }[]>`
      select lsn::text as lsn, labelfile, spcmapfile, pg_walfile_name(lsn) as last from pg_backup_stop(false)`;
    await tar.buffer(`${prefix}/backup_label`, stop!.labelfile);
    if (stop!.spcmapfile) await tar.buffer(`${prefix}/tablespace_map`, stop!.spcmapfile);

    const first = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(stop!.labelfile)?.[1];
    if (!first) throw new Error('backup_label names no start WAL file');
    const walDir = join(clusterDir, 'pg_wal');
    const needed = (await readdir(walDir))
      .filter((f) => (WAL_SEGMENT.test(f) && f >= first && f <= stop!.last) || f.endsWith('.history'))
      .sort();
    if (!needed.includes(stop!.last)) throw new Error(`WAL segment ${stop!.last} is missing from ${walDir}`);
    for (const segment of needed) {
      const path = join(walDir, segment);
      await tar.file(`${prefix}/pg_wal/${segment}`, path, (await stat(path)).size);
    }
    return { startLsn: start!.lsn, stopLsn: stop!.lsn, walSegments: needed.length, files };
  } finally {
    // Ending the session drops the temporary slot (and aborts a backup left open by an error).
    await sql.end({ timeout: 5 });
  }
}
