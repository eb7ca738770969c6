/**
 * bench/tenant-scale: provisioning time per tenant, migrating every schema with one new migration,
 * and one authenticated tenant read over HTTP with 1 tenant versus N tenants round-robin, with the
 * server's RSS; plus a trivial procedure through /trpc, the REST adapter and a bare Fastify route.
 *
 *   npm run bench:tenant-scale            (TENANTS=1000 DURATION=10 by default)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CheckedSessions, CompanyDirectory, type AppDeps } from '@app/api';
import { createLocalStorage } from '@app/api/files/local';
import { createJobQueue } from '@app/api/jobs/queue';
import { createMailer } from '@app/api/mail/create';
import { connectDatabase, migrateAll, sql, startEmbeddedPostgres } from '@app/db';

import { load, type LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import { timeMigrationAcrossTenants } from './migration';
import { provisionCompanies } from './provision';
import { startServerProcess } from './server-process';
import { ownerToken, superAdminToken } from './tokens';

const TENANTS = Number(process.env.TENANTS ?? 1000);
const DURATION = Number(process.env.DURATION ?? 10);
const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench] ${m}`);

const dataDir = join(ROOT, 'bench/.data', `tenant-scale-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres({ dataDir });
const database = connectDatabase(embedded.url, { max: 4 });
await migrateAll(database);
const silent = { info: () => {}, warn: () => {}, error: (m: unknown) => console.error(m) };
const deps: AppDeps = {
  db: database.db,
  storage: createLocalStorage(join(dataDir, 'files')),
  mailer: createMailer({ db: database.db, from: 'bench@localhost', log: silent }),
  jobs: createJobQueue(database.db),
  directory: new CompanyDirectory(database.db),
  checkedSessions: new CheckedSessions(),
  config: { baseDomain: 'localhost', jwtSecret: SECRET },
  log: silent,
  now: () => new Date(),
};
const serverEnv = { DATABASE_URL: embedded.url, JWT_SECRET: SECRET };
const admin = `Bearer ${await superAdminToken(database.db, SECRET)}`;

const meRequest = (port: number, subdomain: string, token: string) => ({
  method: 'GET',
  path: '/api/auth/me',
  headers: { host: `${subdomain}.localhost:${port}`, authorization: `Bearer ${token}` },
});

try {
  // Phase 1: one tenant.
  const first = await provisionCompanies(deps, admin, 0, 1, () => {});
  const firstCompany = first.companies[0]!;
  const firstToken = await ownerToken(database.db, SECRET, firstCompany.id);
  let server = await startServerProcess(serverEnv);
  const url = () => `http://127.0.0.1:${server.port}`;
  await load('warm-up', {
    url: url(),
    duration: 3,
    requests: [meRequest(server.port, firstCompany.subdomain, firstToken)],
  });
  const single = await load('1 tenant: GET /api/auth/me', {
    url: url(),
    duration: DURATION,
    requests: [meRequest(server.port, firstCompany.subdomain, firstToken)],
  });
  const singleRss = server.rssMb();
  log(`1 tenant: ${JSON.stringify(single)} rss ${singleRss} MB`);
  const protocols: LoadResult[] = [];
  for (const [name, path] of [
    ['tRPC /trpc/system.health', '/trpc/system.health'],
    ['REST /api/health', '/api/health'],
    ['bare Fastify route', '/bench/bare'],
  ] as const) {
    await load('warm-up', { url: `${url()}${path}`, duration: 2 });
    protocols.push(await load(name, { url: `${url()}${path}`, duration: DURATION }));
  }
  log(`protocols: ${JSON.stringify(protocols)}`);
  await server.stop();

  // Phase 2: N tenants.
  const rest = await provisionCompanies(deps, admin, 1, TENANTS, (done) => log(`provisioned ${done}/${TENANTS}`));
  const durations = [...first.durationsMs, ...rest.durationsMs];
  const companies = [...first.companies, ...rest.companies];
  const tokens = new Map<number, string>();
  for (const c of companies) tokens.set(c.id, await ownerToken(database.db, SECRET, c.id));
  server = await startServerProcess(serverEnv);
  const roundRobin = companies.map((c) => meRequest(server.port, c.subdomain, tokens.get(c.id)!));
  await load('warm-up', { url: url(), duration: 5, requests: roundRobin });
  const many = await load(`${TENANTS} tenants round-robin: GET /api/auth/me`, {
    url: url(),
    duration: DURATION,
    requests: roundRobin,
  });
  const manyRss = server.rssMb();
  log(`${TENANTS} tenants: ${JSON.stringify(many)} rss ${manyRss} MB`);
  await server.stop();

  // Migration across every schema.
  const migration = timeMigrationAcrossTenants(embedded.url);
  const migrated = await database.db.execute(
    sql`select 1 from information_schema.columns where column_name = 'bench_probe' and table_schema like 'tenant_%'`,
  );
  if (migrated.length !== TENANTS)
    throw new Error(`the new migration reached ${migrated.length} of ${TENANTS} schemas`);
  log(`migration: ${round(migration.ms)} ms (${migration.output}); all ${migrated.length} schemas have it`);

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    tenants: TENANTS,
    durationSeconds: DURATION,
    provisioning: {
      medianMs: round(percentile(durations, 50)),
      p95Ms: round(percentile(durations, 95)),
      maxMs: round(Math.max(...durations)),
    },
    migrationAcrossTenantsMs: round(migration.ms),
    migrationSchemasReached: migrated.length,
    read: { single, roundRobin: many, p50Ratio: round(many.p50Ms / Math.max(single.p50Ms, 1), 2) },
    rssMb: { single: singleRss, roundRobin: manyRss, ratio: round(manyRss / singleRss, 2) },
    protocols: protocols.map((p) => ({
      ...p,
      ofBare: round(p.requestsPerSecond / protocols[2]!.requestsPerSecond, 2),
    })),
  };
  const stamp = results.date.slice(0, 10);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, `bench/results/tenant-scale-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await database.close();
  await embedded.stop();
  if (!process.env.KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}
