/**
 * Start-up as root with DATA_DIR inside a folder only root can enter (`mktemp -d`): the embedded
 * PostgreSQL's own user could not reach it, so start-up stops with what to do, and leaves the
 * parent's mode alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, expect, it } from 'vitest';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const parent = mkdtempSync(join(tmpdir(), 'platform-private-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

it('refuses a DATA_DIR the database user cannot reach, saying what to do', { timeout: 60_000 }, async () => {
  expect(process.getuid?.()).toBe(0);
  const dataDir = join(parent, 'data');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, output).toBe(1);
  expect(output).toContain(`DATA_DIR ${dataDir} is inside ${parent} (mode 0700`);
  expect(output).toMatch(/cannot enter\. Choose a DATA_DIR that user can reach/);
  expect(output).not.toContain('initdb');
  expect(statSync(parent).mode & 0o777).toBe(0o700);
});
