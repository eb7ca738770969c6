import { defineConfig, mergeConfig } from 'vitest/config';

import base from './vitest.config.ts';

/**
 * `npm run test:citus`: every suite, plus the ones that only mean something on a Citus cluster
 * (`*.citus.ts`: moving a company between workers).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['packages/*/src/**/*.citus.ts'],
      // One file at a time, each in a fresh worker: some of these stop and add cluster nodes.
      isolate: true,
      maxWorkers: 1,
    },
  }),
);
