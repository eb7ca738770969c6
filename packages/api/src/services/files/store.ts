import { MESSAGES } from '@app/contracts';

import type { Logger } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { Storage } from './storage';

export interface FileToStore {
  key: string;
  data: Uint8Array;
  contentType: string;
}

type WarnLog = Pick<Logger, 'warn'>;

/**
 * Removes keys one by one, logging instead of throwing: used after a commit (the replaced logo is
 * garbage now, and failing the request would not bring the row back) and when undoing a failed
 * write (the original error is the one worth reporting). A file left behind is an orphan, not a
 * broken record, and the log says which.
 */
export async function removeQuietly(
  storage: Storage,
  keys: readonly (string | null | undefined)[],
  log: WarnLog,
): Promise<void> {
  await Promise.all(
    keys
      .filter((key): key is string => typeof key === 'string' && key.length > 0)
      .map((key) =>
        storage.remove(key).catch((error: unknown) => {
          log.warn(`Could not remove stored file ${key}: ${error instanceof Error ? error.message : String(error)}`);
        }),
      ),
  );
}

const noLog: WarnLog = { warn: () => {} };

/**
 * No row without its file and no file without its row: every file is stored before `work` (the
 * database transaction that points at them) runs, and removed again if anything fails. Files go
 * first because a stored file nobody points at is harmless, while a committed row whose file never
 * arrived is a broken record.
 */
export async function withStoredFiles<T>(
  storage: Storage,
  files: readonly FileToStore[],
  work: () => Promise<T>,
  log: WarnLog = noLog,
): Promise<T> {
  const results = await Promise.allSettled(files.map((f) => storage.put(f.key, f.data, f.contentType)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    // Even the failed key: a driver may have written part of it before giving up.
    await removeQuietly(
      storage,
      files.map((f) => f.key),
      log,
    );
    // The storage being away is an outage the client may retry (503), not a bug; nothing was saved.
    log.warn(
      `Could not store a file: ${failed.reason instanceof Error ? failed.reason.message : String(failed.reason)}`,
    );
    throw new AppError('STORAGE_UNAVAILABLE', MESSAGES.generic.storageUnavailable);
  }
  try {
    return await work();
  } catch (error) {
    await removeQuietly(
      storage,
      files.map((f) => f.key),
      log,
    );
    throw error;
  }
}
