/**
 * Stored files kept outside DATA_DIR (the S3 bucket), seen through the server's storage driver. In
 * the archive they sit where the local driver keeps them, `files/<key>`: a restore with local
 * storage needs nothing more, and one with S3 uploads that folder into the bucket.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

import type { TarWriter } from '../archive/tar-write';

/** The folder of DATA_DIR (and of the archive) that the local driver stores files in. */
export const FILES_FOLDER = 'files';

/** What a backup and a restore need of the storage driver; apps/server adapts the real one. */
export interface StoredFiles {
  /** Where the files are, for messages (`s3://bucket`). */
  readonly place: string;
  /** Every key the platform stores. */
  list(): Promise<string[]>;
  /** null when the key was removed since it was listed. */
  get(key: string): Promise<{ body: AsyncIterable<Buffer | Uint8Array>; size: number } | null>;
  put(key: string, data: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * Streams every stored file into the archive, skipping keys already written. Like the local
 * folder it runs once while the database backup is open and once after it (decision 0019).
 */
export async function copyStoredFiles(tar: TarWriter, files: StoredFiles): Promise<number> {
  let copied = 0;
  for (const key of await files.list()) {
    const name = `${FILES_FOLDER}/${key}`;
    if (tar.has(name)) continue;
    const object = await files.get(key);
    if (!object) continue;
    await tar.stream(name, object.body, object.size);
    copied++;
  }
  return copied;
}

/**
 * Moves a restored DATA_DIR/files into the storage: every file uploaded, then the folder removed
 * (the server with S3 storage never reads it). If an upload fails, what was uploaded is removed
 * again, so the bucket is as empty as it was and the restore can be run again.
 */
export async function uploadRestoredFiles(dataDir: string, files: StoredFiles): Promise<number> {
  const folder = join(dataDir, FILES_FOLDER);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const uploaded: string[] = [];
  try {
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(folder, path);
      await files.put(key, await readFile(path));
      uploaded.push(key);
    }
  } catch (error) {
    for (const key of uploaded) await files.remove(key).catch(() => {});
    throw error;
  }
  await rm(folder, { recursive: true, force: true });
  return uploaded.length;
}
