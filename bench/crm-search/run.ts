/**
 * bench/crm-search: the leads list search (ILIKE '%term%' over client name, brand name and email)
 * on one company with LEADS (100,000) leads across BRANDS (300) brands. For a few terms it times
 * the list as the app runs it (page of 20 in list order plus the count over the filtered set, in
 * one tenant transaction), median of RUNS (20):
 *   (a) with the trigram indexes of the tenant migration,
 *   (b) the app query rewritten so the brand arm is an id list (`brand_id = any(array(...))`),
 *       which lets the planner combine the leads trigram indexes in a BitmapOr,
 *   (c) the app query with the leads trigram indexes dropped (sequential scan),
 *   (d) a full-text alternative (to_tsvector GIN, whole words only) for the word terms,
 * and records each plan's shape from EXPLAIN (ANALYZE, BUFFERS).
 *
 *   npm run bench:crm-search            (LEADS=100000 BRANDS=300 RUNS=20 by default)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { listLeads } from '@app/api/crm/leads/reads';
import { selectLeads } from '@app/api/crm/leads/serialize';
import { leadSearch } from '@app/api/crm/list-search';
import { containsPattern, orderBy } from '@app/api/kit/pagination/page';
import { leadListInput } from '@app/contracts';
import {
  and,
  connectDatabase,
  count,
  eq,
  migrateAll,
  startEmbeddedPostgres,
  tenantSchemaName,
  tenantSearchPath,
  tenantTables,
  withTenant,
} from '@app/db';

import { percentile, round } from '../lib/stats';
import { provisionCompanies } from '../tenant-scale/provision';
import { superAdminToken } from '../tenant-scale/tokens';
import { benchDeps } from '../lib/deps';
import { loadCorpus, RARE_NAME } from './corpus';

const LEADS = Number(process.env.LEADS ?? 100_000);
const BRANDS = Number(process.env.BRANDS ?? 300);
const RUNS = Number(process.env.RUNS ?? 20);
const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench] ${m}`);

/** The search terms: label, text, and whether a whole-word (full-text) search can answer it. */
const TERMS = [
  { label: 'common 3-letter fragment', term: 'ari', words: false },
  { label: 'rare full name', term: RARE_NAME, words: true },
  { label: 'email fragment', term: 'rohan.pat', words: false },
  { label: '2-letter term', term: 'an', words: false },
  { label: 'common surname (word)', term: 'Patel', words: true },
] as const;

const dataDir = join(ROOT, 'bench/.data', `crm-search-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres({ dataDir });
const database = connectDatabase(embedded.url, { max: 2 });
const { db, sql: client } = database;

const { leads, brands } = tenantTables;

interface Timing {
  medianMs: number;
  p95Ms: number;
  minMs: number;
  total: number;
}

async function timeRuns(run: () => Promise<number>): Promise<Timing> {
  let total = 0;
  for (let i = 0; i < 2; i++) total = await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    total = await run();
    times.push(performance.now() - started);
  }
  return {
    medianMs: round(percentile(times, 50), 2),
    p95Ms: round(percentile(times, 95), 2),
    minMs: round(Math.min(...times), 2),
    total,
  };
}

/** Node types of a JSON plan, depth first, with the index name where there is one. */
function planShape(node: Record<string, unknown>): string[] {
  const own = [`${String(node['Node Type'])}${node['Index Name'] ? `(${String(node['Index Name'])})` : ''}`];
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap(planShape)];
}

async function explain(
  companyId: number,
  text: string,
  params: unknown[],
): Promise<{ shape: string; ms: number; sharedHit: number; sharedRead: number }> {
  return client.begin(async (tx) => {
    await tx`select set_config('search_path', ${tenantSearchPath(companyId)}, true)`;
    const [row] = await tx.unsafe(`explain (analyze, buffers, format json) ${text}`, params as never[]);
    const [result] = (row as Record<string, unknown>)['QUERY PLAN'] as Record<string, unknown>[];
    const plan = result!.Plan as Record<string, unknown>;
    const seen = planShape(plan).filter((n) => !['Limit', 'Aggregate', 'Hash', 'Materialize'].includes(n));
    return {
      shape: seen.join(' > '),
      ms: round(Number(result!['Execution Time']), 2),
      sharedHit: Number(plan['Shared Hit Blocks'] ?? 0),
      sharedRead: Number(plan['Shared Read Blocks'] ?? 0),
    };
  });
}

/** The app's two statements (page, count) as drizzle renders them, for EXPLAIN. */
function appStatements(term: string) {
  const where = leadSearch(term);
  const page = selectLeads(db)
    .where(where)
    .orderBy(...orderBy(leads.createdAt, 'desc', leads.createdAt, leads.id))
    .limit(20)
    .toSQL();
  const total = db
    .select({ total: count() })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(and(where))
    .toSQL();
  return { page, total };
}

const LEAD_PAGE = `select l.*, b.name as brand, u.name as cs_person from leads l
  join brands b on b.id = l.brand_id left join users u on u.id = l.cs_person_id`;
const LEAD_ORDER = `order by l.created_at desc nulls last, l.created_at desc, l.id asc limit 20`;
const LEAD_COUNT = `select count(*)::int as total from leads l join brands b on b.id = l.brand_id`;

/** (b): the brand arm as an id list so each arm is an index condition on leads. */
const REWRITTEN_WHERE = `where l.client_name ilike $1 or l.email_id ilike $1
  or l.brand_id = any(array(select id from brands where name ilike $1))`;
/** (d): whole words of the name and email, plus the brand arm as in (b). */
const FTS_EXPR = `to_tsvector('simple', l.client_name || ' ' || coalesce(l.email_id, ''))`;
const FTS_WHERE = `where ${FTS_EXPR} @@ plainto_tsquery('simple', $2)
  or l.brand_id = any(array(select id from brands where name ilike $1))`;

function rawStatements(where: string) {
  return { page: `${LEAD_PAGE} ${where} ${LEAD_ORDER}`, total: `${LEAD_COUNT} ${where}` };
}

async function runRaw(companyId: number, where: string, params: unknown[]): Promise<number> {
  const { page, total } = rawStatements(where);
  return client.begin(async (tx) => {
    await tx`select set_config('search_path', ${tenantSearchPath(companyId)}, true)`;
    await tx.unsafe(page, params as never[]);
    const [row] = await tx.unsafe(total, params as never[]);
    return Number((row as unknown as { total: number }).total);
  });
}

/** On-disk size of the named relations of the company's schema. */
async function sizesOf(schema: string, names: string[]): Promise<Record<string, number>> {
  const rows = await client`select c.relname as name, pg_relation_size(c.oid) as bytes from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relname in ${client(names)}`;
  return Object.fromEntries(rows.map((r) => [String(r.name), Number(r.bytes)]));
}

try {
  await migrateAll(database);
  const deps = benchDeps(db, dataDir, SECRET);
  const admin = `Bearer ${await superAdminToken(db, SECRET)}`;
  const { companies } = await provisionCompanies(deps, admin, 0, 1, () => {});
  const companyId = companies[0]!.id;
  const schema = tenantSchemaName(companyId);

  // Data (not timed).
  const loadStarted = performance.now();
  await loadCorpus(db, companyId, { leads: LEADS, brands: BRANDS });
  await client.unsafe(`analyze "${schema}".leads; analyze "${schema}".brands; analyze "${schema}".users`);
  log(`loaded ${LEADS} leads across ${BRANDS} brands in ${round((performance.now() - loadStarted) / 1000)} s`);

  const now = new Date();
  const appRun = (term: string) => async () =>
    withTenant(db, companyId, async (tx) => {
      const result = await listLeads(tx, leadListInput.parse({ search: term, limit: 20 }), now);
      return result.pagination.total;
    });
  const appExplain = async (term: string) => {
    const { page, total } = appStatements(term);
    return {
      page: await explain(companyId, page.sql, page.params),
      count: await explain(companyId, total.sql, total.params),
    };
  };
  const rawExplain = async (where: string, params: unknown[]) => {
    const { page, total } = rawStatements(where);
    return { page: await explain(companyId, page, params), count: await explain(companyId, total, params) };
  };

  type Row = { label: string; term: string; variant: string; timing: Timing; plans: unknown };
  const rows: Row[] = [];
  const measure = async (variant: string, label: string, term: string, run: () => Promise<number>, plans: unknown) => {
    const timing = await timeRuns(run);
    rows.push({ label, term, variant, timing, plans });
    log(`${variant.padEnd(22)} ${label.padEnd(26)} median ${timing.medianMs} ms, ${timing.total} matches`);
  };

  // (a) as the app runs it, with the trigram indexes; (b) rewritten brand arm, same indexes.
  for (const { label, term } of TERMS) {
    await measure('a: app, trigram', label, term, appRun(term), await appExplain(term));
    const params = [containsPattern(term)];
    await measure(
      'b: rewritten, trigram',
      label,
      term,
      () => runRaw(companyId, REWRITTEN_WHERE, params),
      await rawExplain(REWRITTEN_WHERE, params),
    );
  }

  const relationBytes = await sizesOf(schema, ['leads', 'leads_client_name_trgm_idx', 'leads_email_id_trgm_idx']);

  // (c) the leads trigram indexes dropped: what the app query costs with no search index at all.
  await client.unsafe(
    `drop index "${schema}".leads_client_name_trgm_idx; drop index "${schema}".leads_email_id_trgm_idx`,
  );
  for (const { label, term } of TERMS) {
    await measure('c: app, no index', label, term, appRun(term), await appExplain(term));
  }

  // (d) full text over name and email (whole words only), for the word terms.
  const ftsStarted = performance.now();
  await client.unsafe(
    `create index leads_search_fts_idx on "${schema}".leads using gin (${FTS_EXPR.replace(/l\./g, '')});
     analyze "${schema}".leads`,
  );
  const ftsBuildMs = round(performance.now() - ftsStarted);
  Object.assign(relationBytes, await sizesOf(schema, ['leads_search_fts_idx']));
  for (const { label, term, words } of TERMS) {
    if (!words) continue;
    const params = [containsPattern(term), term];
    await measure(
      'd: full text',
      label,
      term,
      () => runRaw(companyId, FTS_WHERE, params),
      await rawExplain(FTS_WHERE, params),
    );
  }

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    command: 'npm run bench:crm-search',
    leads: LEADS,
    brands: BRANDS,
    runs: RUNS,
    measured: 'page of 20 (created_at desc) + count over the filtered set, one tenant transaction, median of runs',
    ftsIndexBuildMs: ftsBuildMs,
    relationBytes,
    rows,
  };
  const stamp = results.date.slice(0, 10);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, `bench/results/crm-search-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);

  console.log('\nvariant                 term                        median ms   p95 ms   matches   count plan');
  for (const r of rows) {
    const plans = r.plans as { count: { shape: string } };
    console.log(
      `${r.variant.padEnd(23)} ${r.label.padEnd(27)} ${String(r.timing.medianMs).padStart(9)} ${String(
        r.timing.p95Ms,
      ).padStart(8)} ${String(r.timing.total).padStart(9)}   ${plans.count.shape}`,
    );
  }
} finally {
  await database.close();
  await embedded.stop();
  if (!process.env.KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}
