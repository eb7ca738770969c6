/**
 * A Citus cluster of its own for a run of something else (the database suites, a benchmark):
 * `npm run citus`'s code in a child process, on the ports and data folder given, stopped by `stop`.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts a coordinator on `port` and two workers on the ports after it, with data in `dataDir` (by
 * default a fresh folder under the system's temporary folder, removed by `stop`). Resolves once the
 * cluster is ready, with its DATABASE_URL; `echo` receives the script's output.
 */
export async function startCluster({ port, dataDir, echo = (text) => process.stdout.write(text) }) {
  const ownData = !dataDir;
  const root = dataDir ?? mkdtempSync(join(tmpdir(), 'citus-run-'));
  // PostgreSQL runs as another user when this runs as root, and must pass through this folder.
  if (ownData) chmodSync(root, 0o755);
  const child = spawn(process.execPath, [join(repoRoot, 'infra/citus/main.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, CITUS_PORT: String(port), DATA_DIR: root },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (ownData) rmSync(root, { recursive: true, force: true });
  };
  try {
    const url = await new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        echo(String(chunk));
        output += chunk;
        const match = /DATABASE_URL=(\S+)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`the cluster stopped during start-up (exit ${code})`)));
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
