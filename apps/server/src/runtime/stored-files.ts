/**
 * The storage driver as a backup and a restore see it (packages/db/src/backup/stored-files.ts):
 * only when the files live outside DATA_DIR, i.e. STORAGE_DRIVER=s3; the local driver's folder is
 * copied with the rest of DATA_DIR.
 */
import { contentTypeForKey, STORAGE_ROOTS } from '@app/api/services/files/keys';
import type { StoredFiles } from '@app/db';

import type { Env } from '../config/env';
import { createStorage } from './bootstrap';

export async function storedFilesFor(env: Env, dataDir: string): Promise<StoredFiles | undefined> {
  if (env.STORAGE_DRIVER !== 's3') return undefined;
  const storage = await createStorage(env, dataDir);
  return {
    place: `s3://${env.S3_BUCKET}`,
    list: async () => (await Promise.all(STORAGE_ROOTS.map((root) => storage.list(root)))).flat(),
    get: (key) => storage.get(key),
    // The type the server stored it with: keys carry the extension the bytes were checked against.
    put: (key, data) => storage.put(key, data, contentTypeForKey(key)),
    remove: (key) => storage.remove(key),
  };
}
