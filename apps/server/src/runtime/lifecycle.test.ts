/**
 * The product as an operator runs it: a real process on an embedded PostgreSQL. SIGTERM stops the
 * server and the database (no postgres left, no lock file); a second start reuses the data; a bad
 * variable stops start-up with its name.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { isAlive as alive, postmasterPid, startServerProcess, waitFor } from '../testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-lifecycle-'));
chmodSync(dataDir, 0o755);

const start = (env: Record<string, string>) => startServerProcess(dataDir, env);
const postgresPid = () => postmasterPid(dataDir);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start and stop', () => {
  it('starts, stops cleanly on SIGTERM, and reuses the data on the next start', async () => {
    const first = start({ PORT: '0', SEED_DEMO: 'false', SUPER_ADMIN_EMAIL: 'first@example.com' });
    await waitFor(() => first.output().includes('Company platform is running'), 'the first start');
    expect(first.output()).toContain('created the super admin first@example.com');
    const pid = postgresPid();
    expect(pid && alive(pid)).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(alive(pid!)).toBe(false);
    expect(postgresPid()).toBeUndefined();

    const second = start({ PORT: '0', SEED_DEMO: 'false', SUPER_ADMIN_EMAIL: 'second@example.com' });
    await waitFor(() => second.output().includes('Company platform is running'), 'the second start');
    // The platform already has its super admin: nothing is seeded again.
    expect(second.output()).not.toContain('created the super admin');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(postgresPid()).toBeUndefined();
  }, 120_000);

  it('refuses a bad variable, naming it, before touching anything', async () => {
    const bad = start({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT: /);
  });
});
