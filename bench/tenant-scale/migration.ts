import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * A copy of drizzle/ with one extra tenant migration, then `npm run db:migrate` against it: the
 * same command an operator runs, timed from outside (process start included).
 */
export function timeMigrationAcrossTenants(databaseUrl: string): { ms: number; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'bench-migrations-'));
  cpSync(join(ROOT, 'drizzle'), root, { recursive: true });
  const journalFile = join(root, 'tenant/meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const tag = `${String(journal.entries.length).padStart(4, '0')}_bench_probe`;
  journal.entries.push({ ...journal.entries.at(-1)!, idx: journal.entries.length, tag });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(
    join(root, `tenant/${tag}.sql`),
    'ALTER TABLE "users" ADD COLUMN "bench_probe" text;--> statement-breakpoint\nCREATE INDEX "users_bench_probe_idx" ON "users" ("bench_probe");',
  );
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
