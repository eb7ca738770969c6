import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

import { migrationsWithExtraTenantMigration } from '@app/db/testing';

const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * A copy of drizzle/ with one extra tenant migration, then `npm run db:migrate` against it: the
 * same command an operator runs, timed from outside (process start included).
 */
export function timeMigrationAcrossTenants(databaseUrl: string): { ms: number; output: string } {
  const root = migrationsWithExtraTenantMigration('bench_probe', [
    'ALTER TABLE "users" ADD COLUMN "bench_probe" text;',
    'CREATE INDEX "users_bench_probe_idx" ON "users" ("bench_probe");',
  ]);
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'db:migrate'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, MIGRATIONS_DIR: root },
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`db:migrate failed: ${result.stderr}`);
  return { ms, output: result.stdout.trim().split('\n').at(-1) ?? '' };
}
