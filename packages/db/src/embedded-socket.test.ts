/**
 * The embedded cluster listens on a Unix socket in DATA_DIR and the pool reaches it there (decision
 * 0018); TCP stays for backups and tools; a DATABASE_URL in libpq's socket form works too.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connectDatabase, socketOf } from './client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { embeddedSocket, SOCKET_FOLDER } from './embedded-socket';

describe('socketOf', () => {
  it("turns libpq's ?host=<folder> into a socket path named by the port", () => {
    expect(socketOf('postgres://u:p%40ss@localhost:6543/app?host=/run/postgresql')).toEqual({
      url: 'postgres://u:p%40ss@localhost:6543/app',
      path: '/run/postgresql/.s.PGSQL.6543',
    });
    expect(socketOf('postgres://u@localhost/app?host=%2Fvar%2Frun&sslmode=disable').path).toBe(
      '/var/run/.s.PGSQL.5432',
    );
  });

  it('leaves every other URL as it is', () => {
    for (const url of ['postgres://u:p@127.0.0.1:5432/app', 'postgres://u@db/app?host=db.internal', 'not a url']) {
      expect(socketOf(url)).toEqual({ url });
    }
  });
});

describe('the embedded cluster over its socket', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-socket-'));
  let embedded: EmbeddedDatabase;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir });
  }, 120_000);

  afterAll(async () => {
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the pool on the socket and tools on TCP', async () => {
    expect(embedded.socketUrl).toContain(`host=${encodeURIComponent(join(dataDir, SOCKET_FOLDER))}`);
    expect(statSync(join(dataDir, SOCKET_FOLDER)).mode & 0o777).toBe(0o700);
    const overSocket = connectDatabase(embedded.socketUrl!, { max: 1 });
    const overTcp = connectDatabase(embedded.url, { max: 1 });
    try {
      // A Unix-socket session has no client address; a TCP one has the loopback address.
      expect((await overSocket.sql`select inet_client_addr() as addr`)[0]!.addr).toBeNull();
      expect((await overTcp.sql`select inet_client_addr() as addr`)[0]!.addr).toBe('127.0.0.1');
    } finally {
      await overSocket.close();
      await overTcp.close();
    }
  });

  it('keeps TCP alone when the folder path is too long for a socket', async () => {
    const deep = join(dataDir, 'x'.repeat(100));
    const socket = await embeddedSocket(deep, 5432, 'postgres://u:p@127.0.0.1:5432/postgres');
    expect(socket.flags).toEqual(['-c', 'unix_socket_directories=']);
    expect(socket.url).toBeUndefined();
  });
});
