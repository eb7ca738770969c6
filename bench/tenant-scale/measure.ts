/**
 * One database's figures for bench/tenant-scale: provisioning time per company, one authenticated
 * read with 1 company versus N round-robin, the server's RSS, `db:migrate` with one new migration
 * across every schema, and on a Citus cluster where the companies were placed.
 */
import { join } from 'node:path';

import { CheckedSessions, CompanyDirectory, type AppDeps } from '@app/api';
import { createLocalStorage } from '@app/api/files/local';
import { createJobQueue } from '@app/api/jobs/queue';
import { createMailer } from '@app/api/mail/create';
import { connectDatabase, migrateAll, sql, type Database } from '@app/db';

import { load, type LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import { timeMigrationAcrossTenants } from './migration';
import { provisionCompanies } from './provision';
import { startServerProcess, type ServerProcess } from './server-process';
import { ownerToken, superAdminToken } from './tokens';

export interface MeasureOptions {
  tenants: number;
  durationSeconds: number;
  secret: string;
  filesDir: string;
  log: (message: string) => void;
  /** The protocol comparison (tRPC, REST, a bare route) with one company; once per run is enough. */
  protocols: boolean;
}

const silent = { info: () => {}, warn: () => {}, error: (m: unknown) => console.error(m) };

const meRequest = (port: number, subdomain: string, token: string) => ({
  method: 'GET',
  path: '/api/auth/me',
  headers: { host: `${subdomain}.localhost:${port}`, authorization: `Bearer ${token}` },
});

/** Companies per worker on a Citus coordinator, or undefined on one PostgreSQL. */
async function placementOf(db: Database): Promise<Record<string, number> | undefined> {
  const [citus] = await db.execute<{ present: boolean }>(
    sql`select exists (select 1 from pg_extension where extname = 'citus') as present`,
  );
  if (!citus!.present) return undefined;
  const rows = await db.execute<{ node: string; companies: number }>(sql`select nodename || ':' || nodeport as node,
      count(distinct colocation_id)::int as companies
    from citus_shards where citus_table_type = 'schema' group by 1 order by 1`);
  return Object.fromEntries(rows.map((row) => [row.node, row.companies]));
}

async function protocolFigures(server: ServerProcess, durationSeconds: number): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [name, path] of [
    ['tRPC /trpc/system.health', '/trpc/system.health'],
    ['REST /api/health', '/api/health'],
    ['bare Fastify route', '/bench/bare'],
  ] as const) {
    const url = `http://127.0.0.1:${server.port}${path}`;
    await load('warm-up', { url, duration: 2 });
    results.push(await load(name, { url, duration: durationSeconds }));
  }
  const bare = results[2]!.requestsPerSecond;
  return results.map((p) => ({ ...p, ofBare: round(p.requestsPerSecond / bare, 2) }));
}

export async function measureTenantScale(databaseUrl: string, options: MeasureOptions) {
  const { tenants, durationSeconds, secret, log } = options;
  const database = connectDatabase(databaseUrl, { max: 4 });
  try {
    await migrateAll(database);
    const deps: AppDeps = {
      db: database.db,
      storage: createLocalStorage(join(options.filesDir, 'files')),
      mailer: createMailer({ db: database.db, from: 'bench@localhost', log: silent }),
      jobs: createJobQueue(database.db),
      directory: new CompanyDirectory(database.db),
      checkedSessions: new CheckedSessions(),
      config: { baseDomain: 'localhost', jwtSecret: secret },
      log: silent,
      now: () => new Date(),
    };
    const serverEnv = { DATABASE_URL: databaseUrl, JWT_SECRET: secret };
    const admin = `Bearer ${await superAdminToken(database.db, secret)}`;

    // One company.
    const first = await provisionCompanies(deps, admin, 0, 1, () => {});
    const firstCompany = first.companies[0]!;
    const firstToken = await ownerToken(database.db, secret, firstCompany.id);
    let server = await startServerProcess(serverEnv);
    const url = `http://127.0.0.1:${server.port}`;
    const one = [meRequest(server.port, firstCompany.subdomain, firstToken)];
    await load('warm-up', { url, duration: 3, requests: one });
    const single = await load('1 tenant: GET /api/auth/me', { url, duration: durationSeconds, requests: one });
    const singleRss = server.rssMb();
    log(`1 tenant: ${JSON.stringify(single)} rss ${singleRss} MB`);
    const protocols = options.protocols ? await protocolFigures(server, durationSeconds) : undefined;
    await server.stop();

    // N companies.
    const rest = await provisionCompanies(deps, admin, 1, tenants, (done) => log(`provisioned ${done}/${tenants}`));
    const durations = [...first.durationsMs, ...rest.durationsMs];
    const companies = [...first.companies, ...rest.companies];
    const tokens = new Map<number, string>();
    for (const c of companies) tokens.set(c.id, await ownerToken(database.db, secret, c.id));
    server = await startServerProcess(serverEnv);
    const manyUrl = `http://127.0.0.1:${server.port}`;
    const roundRobin = companies.map((c) => meRequest(server.port, c.subdomain, tokens.get(c.id)!));
    await load('warm-up', { url: manyUrl, duration: 5, requests: roundRobin });
    const many = await load(`${tenants} tenants round-robin: GET /api/auth/me`, {
      url: manyUrl,
      duration: durationSeconds,
      requests: roundRobin,
    });
    const manyRss = server.rssMb();
    log(`${tenants} tenants: ${JSON.stringify(many)} rss ${manyRss} MB`);
    await server.stop();

    const migration = timeMigrationAcrossTenants(databaseUrl);
    const migrated = await database.db.execute(
      sql`select 1 from information_schema.columns where column_name = 'bench_probe' and table_schema like 'tenant_%'`,
    );
    if (migrated.length !== tenants)
      throw new Error(`the new migration reached ${migrated.length} of ${tenants} schemas`);
    log(`migration: ${round(migration.ms)} ms (${migration.output}); all ${migrated.length} schemas have it`);

    return {
      tenants,
      provisioning: {
        medianMs: round(percentile(durations, 50)),
        p95Ms: round(percentile(durations, 95)),
        maxMs: round(Math.max(...durations)),
      },
      migrationAcrossTenantsMs: round(migration.ms),
      migrationSchemasReached: migrated.length,
      read: { single, roundRobin: many, p50Ratio: round(many.p50Ms / Math.max(single.p50Ms, 1), 2) },
      rssMb: { single: singleRss, roundRobin: manyRss, ratio: round(manyRss / singleRss, 2) },
      placement: await placementOf(database.db),
      ...(protocols ? { protocols } : {}),
    };
  } finally {
    await database.close();
  }
}
