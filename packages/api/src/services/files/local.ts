import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

import { contentTypeForKey } from './keys';
import type { Storage, StoredObject } from './storage';

// Keys come from keys.ts, but this driver turns them into paths, so it re-checks them: a key that
// could climb out of rootDir (or name something odd) is a bug and must not touch the disk.
const SEGMENT = /^[a-z0-9._-]+$/;

function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const ok =
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !s.endsWith('.tmp'));
  if (!ok) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/** Prefixes name folders (`companies/7/`), so `companies/7` can never also match `companies/70/`. */
function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`Storage prefix must end with '/': ${JSON.stringify(prefix)}`);
  assertSafeKey(prefix.slice(0, -1));
}

const isNotFound = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export function createLocalStorage(rootDir: string): Storage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => join(root, key);

  return {
    driver: 'local',

    // The content type is not kept: keys carry the extension the bytes were checked against, and
    // get() derives the type from it.
    async put(key, data) {
      assertSafeKey(key);
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Write beside the target and rename: readers see the old file or the whole new one, never
      // half of it, and a crash leaves only a *.tmp that no key can name.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, data, { flag: 'wx' });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      assertSafeKey(key);
      // Stat through the open handle so the size belongs to the very file being streamed.
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
      if (!handle) return null;
      // The stream closes the handle once it ends or is destroyed; until it exists, this code must.
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stats.size, contentType: contentTypeForKey(key) };
    },

    async remove(key) {
      assertSafeKey(key);
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      });
    },

    async removePrefix(prefix) {
      assertSafePrefix(prefix);
      await rm(pathOf(prefix), { recursive: true, force: true });
    },

    async list(prefix) {
      assertSafePrefix(prefix);
      const names = await readdir(pathOf(prefix), { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isNotFound(error)) return [];
        throw error;
      });
      return names
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)))
        .sort();
    },

    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
