import type { AppDeps } from '../../core/deps';
import { removeQuietly, withStoredFiles, type FileToStore } from '../../services/files/store';

/**
 * No row without its file and no file without its row (docs/architecture.md#files): stores `files`, runs `work`
 * (a tenant transaction that has committed when it resolves), removes the files again if it
 * failed, and once committed deletes the files the write left unreferenced.
 */
export async function withMemberFiles<T extends { garbage: readonly string[] }>(
  deps: Pick<AppDeps, 'storage' | 'log'>,
  files: readonly FileToStore[],
  work: () => Promise<T>,
): Promise<T> {
  const result = await withStoredFiles(deps.storage, files, work, deps.log);
  await removeQuietly(deps.storage, result.garbage, deps.log);
  return result;
}

export const filesOf = (file: FileToStore | undefined): FileToStore[] => (file ? [file] : []);
