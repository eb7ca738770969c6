import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

import { SlowFirstSequencer } from './tooling/slow-first-sequencer';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
    globalSetup: ['packages/db/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    /*
     * Each worker imports the product once and runs file after file: with a fresh module graph per
     * file, importing it was over a third of the run. Files share no rows (each has its own
     * database), and every cache they share is keyed by database and schema.
     */
    isolate: false,
    /*
     * One more worker than the machine has cores: a test spends much of its time waiting for
     * PostgreSQL, which runs in processes of its own.
     */
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
