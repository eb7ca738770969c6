/**
 * One database's figures for bench/tenant-scale: provisioning time per company (and per 500, to
 * see whether it stays flat), reads with one company versus round-robin across all of them at each
 * checkpoint (`auth.me` and a leads page), the memory of the server's PostgreSQL connections,
 * `db:migrate` with one new migration across every schema, and on a Citus cluster where the
 * companies were placed.
 */
import { connectDatabase, migrateAll, sql, type Database } from '@app/db';

import { load, type LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import { benchCompanies } from './companies';
import { timeMigrationAcrossTenants } from './migration';
import { memoryOverTime } from './memory-over-time';
import { measureReads, type ReadFigures } from './reads';
import { startServerProcess } from './server-process';

export interface MeasureOptions {
  tenants: number;
  /** Company counts at which the round-robin reads run; the last is `tenants`. */
  checkpoints: number[];
  durationSeconds: number;
  secret: string;
  filesDir: string;
  log: (message: string) => void;
  /** The protocol comparison (tRPC, REST, a bare route) with one company; once per run is enough. */
  protocols: boolean;
  /** Length of the leads run that samples connection memory at the end (0 leaves it out). */
  memorySeconds: number;
  /** The lifetimes that run samples, in this order (the first runs right after the last checkpoint). */
  memoryLifetimes: readonly ('default' | 'never')[];
}

const PROVISIONING_BUCKET = 500;

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

async function protocolFigures(serverEnv: Record<string, string>, durationSeconds: number): Promise<LoadResult[]> {
  const server = await startServerProcess(serverEnv);
  try {
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
  } finally {
    await server.stop();
  }
}

/** Provisioning times per bucket of 500 companies, and the last bucket's p95 over the first's. */
function provisioningFigures(durations: number[]) {
  const buckets = [];
  for (let from = 0; from < durations.length; from += PROVISIONING_BUCKET) {
    const slice = durations.slice(from, from + PROVISIONING_BUCKET);
    buckets.push({
      companies: `${from + 1}–${from + slice.length}`,
      medianMs: round(percentile(slice, 50)),
      p95Ms: round(percentile(slice, 95)),
    });
  }
  return {
    medianMs: round(percentile(durations, 50)),
    p95Ms: round(percentile(durations, 95)),
    maxMs: round(Math.max(...durations)),
    buckets,
    lastToFirstP95: round(buckets.at(-1)!.p95Ms / buckets[0]!.p95Ms, 2),
  };
}

export async function measureTenantScale(databaseUrl: string, options: MeasureOptions) {
  const { tenants, durationSeconds, secret, log } = options;
  const database = connectDatabase(databaseUrl, { max: 4, applicationName: 'tenant-scale-bench' });
  try {
    await migrateAll(database);
    const serverEnv = { DATABASE_URL: databaseUrl, JWT_SECRET: secret };
    const { durations, grow, signIn } = await benchCompanies(database.db, { ...options, of: tenants });

    await grow(1);
    const single = await measureReads(database.db, serverEnv, await signIn(), durationSeconds);
    log(`1 company: ${JSON.stringify(single)}`);
    const protocols = options.protocols ? await protocolFigures(serverEnv, durationSeconds) : undefined;

    const checkpoints: ReadFigures[] = [];
    for (const checkpoint of options.checkpoints) {
      await grow(checkpoint);
      const figures = await measureReads(database.db, serverEnv, await signIn(), durationSeconds);
      log(`${checkpoint} companies: ${JSON.stringify(figures)}`);
      checkpoints.push(figures);
    }

    const memory = [];
    if (options.memorySeconds > 0) {
      for (const lifetime of options.memoryLifetimes) {
        const figures = await memoryOverTime(database.db, serverEnv, await signIn(), options.memorySeconds, lifetime);
        log(`connection memory, lifetime ${lifetime}: ${JSON.stringify(figures)}`);
        memory.push(figures);
      }
    }

    const migration = timeMigrationAcrossTenants(databaseUrl);
    const migrated = await database.db.execute(
      sql`select 1 from information_schema.columns where column_name = 'bench_probe' and table_schema like 'tenant_%'`,
    );
    if (migrated.length !== tenants)
      throw new Error(`the new migration reached ${migrated.length} of ${tenants} schemas`);
    log(`migration: ${round(migration.ms)} ms (${migration.output}); all ${migrated.length} schemas have it`);

    const last = checkpoints.at(-1)!;
    return {
      tenants,
      provisioning: provisioningFigures(durations),
      migrationAcrossTenantsMs: round(migration.ms),
      migrationSchemasReached: migrated.length,
      single,
      checkpoints,
      ratios: {
        meP50: round(last.me.p50Ms / Math.max(single.me.p50Ms, 1), 2),
        leadsP50: round(last.leads.p50Ms / Math.max(single.leads.p50Ms, 1), 2),
        leadsP99: round(last.leads.p99Ms / Math.max(single.leads.p99Ms, 1), 2),
        serverRss: round(last.serverRssMb / single.serverRssMb, 2),
      },
      connectionMemory: memory,
      placement: await placementOf(database.db),
      ...(protocols ? { protocols } : {}),
    };
  } finally {
    await database.close();
  }
}
