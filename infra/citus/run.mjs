/**
 * Small process helpers shared by the Citus build and the local cluster: run a command to completion,
 * as the unprivileged database user when this script runs as root.
 */
import { spawnSync } from 'node:child_process';

export const isRoot = process.getuid?.() === 0;

export const log = (message) => console.log(`[citus] ${message}`);

/**
 * Runs `cmd` and waits for it. Options: `asUser` (run through runuser when root: PostgreSQL refuses
 * to run as root), `env` (added to this process's environment), `cwd`, `stdio` (e.g. a log file's
 * descriptor), `allowFail` (return a failed result instead of throwing).
 */
export function run(cmd, args = [], { asUser, env, cwd, stdio, allowFail = false } = {}) {
  const [file, argv] = asUser && isRoot ? ['runuser', ['-u', asUser, '--', cmd, ...args]] : [cmd, args];
  const result = spawnSync(file, argv, {
    encoding: 'utf8',
    env: env ? { ...process.env, ...env } : process.env,
    cwd,
    stdio: stdio ?? ['ignore', 'pipe', 'pipe'],
  });
  const stdout = (result.stdout ?? '').trim();
  const stderr = (result.stderr ?? '').trim();
  if (result.error) {
    if (allowFail) return { ok: false, status: null, stdout, stderr: result.error.message };
    throw new Error(`${cmd}: ${result.error.message}`);
  }
  const ok = result.status === 0;
  if (!ok && !allowFail) {
    const output = [stderr, stdout].filter(Boolean).join('\n');
    throw new Error(
      `${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})${output ? `:\n${output}` : ''}`,
    );
  }
  return { ok, status: result.status, stdout, stderr };
}

/** Whether a program is on PATH. */
export const hasCommand = (name) => run('sh', ['-c', `command -v ${name}`], { allowFail: true }).ok;

/** "1 min 23 s" for a number of milliseconds. */
export function duration(ms) {
  const seconds = Math.round(ms / 100) / 10;
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
