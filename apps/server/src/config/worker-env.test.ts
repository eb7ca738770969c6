import { describe, expect, it } from 'vitest';

import { loadEnv } from './env';
import { workerEnv } from './worker-env';

describe('job settings', () => {
  it('servers run the jobs unless RUN_JOBS=false', () => {
    expect(loadEnv({}).RUN_JOBS).toBe(true);
    expect(loadEnv({ RUN_JOBS: 'false' }).RUN_JOBS).toBe(false);
  });

  it('a worker process needs DATABASE_URL, always runs the jobs and never seeds', () => {
    expect(() => workerEnv(loadEnv({}))).toThrow(/npm run worker needs DATABASE_URL/);
    const env = workerEnv(loadEnv({ DATABASE_URL: 'postgres://db.internal/app', RUN_JOBS: 'false' }));
    expect(env).toMatchObject({ RUN_JOBS: true, SEED_DEMO: false });
  });
});
