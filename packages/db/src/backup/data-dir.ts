/** DATA_DIR beside the cluster: the stored files, the JWT secret, the database password. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

import type { TarWriter } from '../archive/tar-write';
import { SOCKET_FOLDER } from '../embedded-socket';
import { FILES_FOLDER } from './stored-files';

/**
 * The cluster has its own procedure, and its socket folder holds only the running cluster's socket
 * and lock file; a half-written upload (`*.tmp`) is nobody's file; with S3 storage a local `files`
 * folder is not the platform's files (the bucket's are copied instead).
 */
const skip = (name: string, top: boolean, storedElsewhere: boolean) =>
  (top && (name === 'postgres' || name === SOCKET_FOLDER || (storedElsewhere && name === FILES_FOLDER))) ||
  name.endsWith('.tmp');

/**
 * Copies DATA_DIR except the cluster, skipping names already in the archive. Run once while the
 * database backup is open and once after it: files are stored before their rows (decision 0006),
 * so the second pass brings every file a backed-up row can name, and the first one keeps a file
 * whose row was deleted just after the backup point.
 */
export async function copyDataDir(
  tar: TarWriter,
  dir: string,
  options: { storedElsewhere: boolean },
  prefix = '',
  top = true,
): Promise<number> {
  let files = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (skip(entry.name, top, options.storedElsewhere)) continue;
    const path = join(dir, entry.name);
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!tar.has(`${name}/`)) await tar.directory(name);
      files += await copyDataDir(tar, path, options, name, false);
    } else if (entry.isFile() && !tar.has(name)) {
      const info = await stat(path).catch(() => null);
      if (info && (await tar.file(name, path, info.size, info.mode))) files++;
    }
  }
  return files;
}
