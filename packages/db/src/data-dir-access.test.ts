import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';

import { DataDirAccessError, makeDataDirReachable } from './data-dir-access';
import { startEmbeddedPostgres } from './embedded';

/** Someone who owns none of these folders and is in none of their groups. */
const stranger = { uid: 54321, gid: 54321 };
const made: string[] = [];
/** Like `mktemp -d`: a fresh folder only its owner can enter. */
const privateDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-data-dir-'));
  made.push(dir);
  return dir;
};
const mode = (path: string) => statSync(path).mode & 0o777;

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR reachable by the database user', () => {
  it('opens the data directory itself for searching only, and no parent', async () => {
    const dataDir = privateDir();
    expect(mode(dataDir)).toBe(0o700);
    expect(await makeDataDirReachable(dataDir, 'postgres', stranger)).toMatch(/opened .* 0700 → 0701/);
    expect(mode(dataDir)).toBe(0o701);
    // Nothing more to do the second time.
    expect(await makeDataDirReachable(dataDir, 'postgres', stranger)).toBeUndefined();
  });

  it('refuses a data directory inside a parent the user cannot enter, saying what to do, and changes nothing', async () => {
    const parent = privateDir();
    const dataDir = join(parent, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    const attempt = makeDataDirReachable(dataDir, 'postgres', stranger);
    await expect(attempt).rejects.toBeInstanceOf(DataDirAccessError);
    await expect(attempt).rejects.toThrow(`DATA_DIR ${dataDir} is inside ${parent} (mode 0700`);
    await expect(attempt).rejects.toThrow(/chmod o\+x .*DATABASE_URL/);
    expect(mode(parent)).toBe(0o700);
    expect(mode(dataDir)).toBe(0o700);
  });

  it('as root, the embedded PostgreSQL starts in a fresh `mktemp -d` folder', { timeout: 120_000 }, async () => {
    expect(process.getuid?.()).toBe(0); // the database runs as its own user only when we are root
    const dataDir = privateDir();
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      const sql = postgres(embedded.url, { max: 1, onnotice: () => {} });
      expect((await sql`select 1 as one`)[0]).toEqual({ one: 1 });
      await sql.end();
    } finally {
      await embedded.stop();
    }
    expect(mode(dataDir)).toBe(0o701);
  });
});
