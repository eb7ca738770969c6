/**
 * bench/follow-ups: the bounded reads of My follow-ups, the dashboard charts and the daily digest on
 * one company with LEADS (100,000) leads, a third of them with enquiries and a tenth with meetings,
 * spread over USERS (20) CS persons and follow-up dates a month either side of today. Times each
 * read as the app runs it in one tenant transaction (median and p95 of RUNS, 20) and records the
 * rows it answers.
 *
 *   npm run bench:follow-ups            (LEADS=100000 USERS=20 RUNS=20 by default)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { crmCharts } from '@app/api/crm/charts/query';
import { followUpCalendar } from '@app/api/crm/follow-ups/calendar';
import { digestRows } from '@app/api/crm/follow-ups/digest-query';
import { listFollowUps } from '@app/api/crm/follow-ups/list';
import { sql, withTenant } from '@app/db';

import { benchCluster } from '../lib/cluster';
import { percentile, round } from '../lib/stats';
import { provisionCompanies } from '../tenant-scale/provision';
import { superAdminToken } from '../tenant-scale/tokens';
import { benchDeps } from '../lib/deps';

const LEADS = Number(process.env.LEADS ?? 100_000);
const USERS = Number(process.env.USERS ?? 20);
const RUNS = Number(process.env.RUNS ?? 20);
const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
const ROOT = new URL('../../', import.meta.url).pathname;
const ZONE = 'Asia/Kolkata';
const log = (m: string) => console.log(`[bench] ${m}`);

// Over TCP, as its earlier results were measured.
const cluster = await benchCluster('follow-ups', 2, { tcp: true });
const { database, dataDir } = cluster;
const { db } = database;

async function timeRuns(run: () => Promise<number>) {
  let rows = 0;
  for (let i = 0; i < 2; i++) rows = await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = await run();
    times.push(performance.now() - started);
  }
  return { medianMs: round(percentile(times, 50), 2), p95Ms: round(percentile(times, 95), 2), rows };
}

try {
  const deps = benchDeps(db, dataDir, SECRET);
  const admin = `Bearer ${await superAdminToken(db, SECRET)}`;
  const { companies } = await provisionCompanies(deps, admin, 0, 1, () => {});
  const companyId = companies[0]!.id;
  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, companyId, work);

  // Data (not timed), in set-based inserts.
  const started = performance.now();
  await inTenant(async (tx) => {
    await tx.execute(sql`insert into users (name, email, role)
      select 'Seller ' || i, 'seller' || i || '@bench.test', 'team_member' from generate_series(1, ${USERS}) i`);
    await tx.execute(sql`insert into brands (name) select 'Brand ' || i from generate_series(1, 300) i`);
    await tx.execute(sql`insert into leads (brand_id, client_name, stage, cs_person_id, next_follow_up_date, estimated_value, updated_at)
      select (select id from brands order by id offset (i % 300) limit 1), 'Client ' || i,
        (array['New','Contacted','Qualified','Proposal','Negotiation','Got Enquiry','Won','Lost'])[1 + i % 8],
        (select id from users where role = 'team_member' order by id offset (i % ${USERS}) limit 1),
        current_date + (i % 61) - 30, (i % 100) * 1000, now() - make_interval(days => i % 365)
      from generate_series(1, ${LEADS}) i`);
    await tx.execute(sql`insert into enquiries (lead_id, requirement, product_type, value, stage, cs_person_id, next_follow_up_date)
      select id, 'Need', (array['Website','Mobile App','Web Application','E-commerce','Custom Software','Consulting'])[1 + n % 6],
        n % 50 * 1000, (array['New','Under Review','Quotation Sent','Negotiation','Won','Lost','On Hold'])[1 + n % 7],
        cs_person_id, current_date + (n % 41)::int - 20
      from (select id, cs_person_id, row_number() over (order by id) n from leads) l where n % 3 = 0`);
    await tx.execute(sql`insert into meetings (lead_id, title, scheduled_at, cs_person_id)
      select id, 'Meeting', date_trunc('day', now()) + make_interval(hours => (n % 72)::int) - interval '24 hours', cs_person_id
      from (select id, cs_person_id, row_number() over (order by id) n from leads) l where n % 10 = 0`);
    await tx.execute(sql`analyze`);
  });
  log(`data: ${LEADS} leads in ${Math.round(performance.now() - started)} ms`);

  const seller = await inTenant(async (tx) => {
    const [row] = await tx.execute<{ id: string }>(sql`select id from users where role = 'team_member' limit 1`);
    return row!.id;
  });
  const now = new Date();
  const calendar = followUpCalendar(now, ZONE);
  const reads = {
    'follow-ups, one CS person': () =>
      inTenant((tx) => listFollowUps(tx, calendar, seller)).then((r) => r.followUps.length),
    'follow-ups, everyone (capped)': () =>
      inTenant((tx) => listFollowUps(tx, calendar, undefined)).then((r) => r.followUps.length),
    'charts (3 groupings)': () =>
      inTenant((tx) => crmCharts(tx, now, ZONE)).then(
        (c) => c.leadsByStage.length + c.wonByMonth.length + c.enquiriesByProductType.length,
      ),
    'digest rows (whole company)': () =>
      inTenant((tx) => digestRows(tx, now, ZONE)).then((r) => r.followUps.length + r.meetings.length),
  };
  const results: Record<string, { medianMs: number; p95Ms: number; rows: number }> = {};
  for (const [label, run] of Object.entries(reads)) {
    results[label] = await timeRuns(run);
    log(
      `${label.padEnd(32)} median ${results[label]!.medianMs} ms, p95 ${results[label]!.p95Ms} ms, ${results[label]!.rows} rows`,
    );
  }
  const out = {
    date: now.toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    command: 'npm run bench:follow-ups',
    leads: LEADS,
    users: USERS,
    runs: RUNS,
    measured: 'one tenant transaction per read, as the procedures run it; median and p95 of runs',
    results,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(ROOT, `bench/results/follow-ups-${out.date.slice(0, 10)}.json`),
    `${JSON.stringify(out, null, 2)}\n`,
  );
} finally {
  await cluster.close();
}
