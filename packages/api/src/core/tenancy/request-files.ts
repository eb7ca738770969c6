import type { Logger } from '../deps';
import { removeQuietly, withStoredFiles, type FileToStore } from '../../services/files/store';
import type { Storage } from '../../services/files/storage';

/**
 * The files one tenant request writes, kept in step with its transaction (docs/architecture.md#files: no row
 * without its file, no file without its row). Tenant procedures run inside the transaction, so
 * they cannot wait for the commit themselves: they store files through this and name the files
 * their write leaves unreferenced, and tenantProcedure settles both once the transaction ends.
 */
export class RequestFiles {
  private readonly stored: string[] = [];
  private readonly garbage: string[] = [];

  constructor(
    private readonly storage: Storage,
    private readonly log: Pick<Logger, 'warn'>,
  ) {}

  /** Stores the files now; they are removed again if the transaction does not commit. */
  async store(files: readonly FileToStore[]): Promise<void> {
    // withStoredFiles removes every key of a batch that failed half-way.
    await withStoredFiles(this.storage, files, async () => undefined, this.log);
    this.stored.push(...files.map((f) => f.key));
  }

  /** Keys nothing points at once the transaction commits (a replaced logo or avatar). */
  discardAfterCommit(keys: readonly (string | null | undefined)[]): void {
    for (const key of keys) if (key) this.garbage.push(key);
  }

  /** After the commit: the replaced files go. */
  committed(): Promise<void> {
    return removeQuietly(this.storage, this.garbage, this.log);
  }

  /** After a rollback: the files stored for the write go, the ones it would have replaced stay. */
  rolledBack(): Promise<void> {
    return removeQuietly(this.storage, this.stored, this.log);
  }
}
