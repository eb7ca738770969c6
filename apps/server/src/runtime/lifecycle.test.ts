/**
 * The product as an operator runs it: a real process on an embedded PostgreSQL. SIGTERM stops the
 * server and the database (no postgres left, no lock file); a second start reuses the data; a bad
 * variable stops start-up with its name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'platform-lifecycle-'));
chmodSync(dataDir, 0o755);

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const postgresPid = () => {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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
