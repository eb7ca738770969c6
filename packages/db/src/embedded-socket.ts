import { chown, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { accountOf } from './data-dir-access';

/** sun_path holds 108 bytes with its terminating NUL; PostgreSQL refuses to start on a longer path. */
const MAX_SOCKET_PATH = 107;
/** In DATA_DIR; holds only the socket and its lock file, so backups leave it out. */
export const SOCKET_FOLDER = 'postgres-socket';

export interface EmbeddedSocket {
  /** postgres flags: the socket folder, or none at all when no socket can be used. */
  flags: string[];
  /** The URL in libpq's form (`?host=<folder>`) that connectDatabase turns into a socket path. */
  url?: string;
  /** Hands the folder to the postgres user when we run as root (call once that user exists). */
  own: () => Promise<void>;
}

/**
 * The embedded cluster also listens on a Unix socket in `<dataDir>/postgres-socket`, and the
 * server's pool connects through it: on the same machine a socket write costs less than a loopback
 * TCP write, and a tenant call makes one per round trip (docs/decisions/0018-request-path.md). The
 * folder is the postgres user's alone (0700); as root we still reach it. TCP stays for backups
 * and tools. A path too long for a socket, or one PostgreSQL's list syntax would split, keeps TCP.
 */
export async function embeddedSocket(dataDir: string, port: number, tcpUrl: string): Promise<EmbeddedSocket> {
  const folder = join(dataDir, SOCKET_FOLDER);
  const usable = `${folder}/.s.PGSQL.${port}`.length <= MAX_SOCKET_PATH && !/[\s,"'\\]/.test(folder);
  if (!usable) return { flags: ['-c', 'unix_socket_directories='], own: async () => {} };
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const own = async () => {
    const account = process.getuid?.() === 0 ? accountOf('postgres') : undefined;
    if (account) await chown(folder, account.uid, account.gid);
  };
  const url = new URL(tcpUrl);
  url.searchParams.set('host', folder);
  return { flags: ['-c', `unix_socket_directories=${folder}`], url: url.toString(), own };
}
