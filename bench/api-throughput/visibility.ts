/**
 * bench:visibility: what record visibility costs a team member, side by side with the owner in one
 * run, over HTTP against the real server: the leads page by stage, the leads search, the board and
 * Ctrl+K, first as the owner (every record), then as a member who is the CS person of MEMBER_LEADS
 * of the company's LEADS leads while the company's visibility is `own`. autocannon, CONNECTIONS
 * connections, DURATION seconds per row, taken in ROUNDS slices alternating owner and member.
 * Writes bench/results/visibility-<date>[-LABEL].json and .md.
 *
 *   npm run bench:visibility   (LEADS=100000 MEMBER_LEADS=2000 CONNECTIONS=50 DURATION=10 ROUNDS=3)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { tenantSchemaName } from '@app/db';

import { load, type LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import { startServerProcess } from '../tenant-scale/server-process';
import { tokenFor } from '../tenant-scale/tokens';
import { benchCompany, SECRET } from './setup';
import { SEARCH, STAGE } from './statements';

const LEADS = Number(process.env.LEADS ?? 100_000);
const MEMBER_LEADS = Number(process.env.MEMBER_LEADS ?? 2_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench:visibility] ${m}`);

const bench = await benchCompany('visibility', LEADS, 300, 10);
const { url: databaseUrl, database, company, token, close } = bench;
try {
  // A member, CS person of every (LEADS / MEMBER_LEADS)th lead, and the company on `own`.
  const schema = tenantSchemaName(company.id);
  const [member] = await database.sql.unsafe<{ id: string }[]>(
    `insert into "${schema}".users (name, email, role) values ('Bench Member', 'member@bench.test', 'team_member') returning id`,
  );
  const every = Math.max(1, Math.floor(LEADS / MEMBER_LEADS));
  await database.sql.unsafe(
    `update "${schema}".leads set cs_person_id = $1 where (extract(epoch from created_at)::bigint / 60) % ${every} = 0`,
    [member!.id],
  );
  await database.sql.unsafe(`vacuum analyze "${schema}".leads`);
  const [{ n: owned } = { n: 0 }] = await database.sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from "${schema}".leads where cs_person_id = $1`,
    [member!.id],
  );
  await database.sql`update companies set record_visibility = 'own' where id = ${company.id}`;
  const memberToken = await tokenFor(database.db, SECRET, {
    id: member!.id,
    role: 'team_member',
    companyId: company.id,
  });
  log(`company ${company.subdomain}: ${LEADS} leads, the member is the CS person of ${owned}`);

  const server = await startServerProcess({ DATABASE_URL: databaseUrl, JWT_SECRET: SECRET });
  const base = `http://127.0.0.1:${server.port}`;
  const host = `${company.subdomain}.localhost:${server.port}`;
  const input = (value: object) => `?input=${encodeURIComponent(JSON.stringify(value))}`;
  const calls = [
    { name: 'leads by stage', path: `/trpc/crm.leads.list${input({ stage: STAGE, page: 1, limit: 20 })}` },
    { name: 'leads search', path: `/trpc/crm.leads.list${input({ search: SEARCH, page: 1, limit: 20 })}` },
    { name: 'leads board', path: `/trpc/crm.leadBoard.columns${input({ page: 1, limit: 20 })}` },
    { name: 'Ctrl+K search', path: `/trpc/crm.search${input({ q: SEARCH })}` },
  ];
  const who = { owner: `Bearer ${token}`, member: `Bearer ${memberToken}` };
  const optionsOf = (path: string, authorization: string) => ({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    headers: { host, authorization },
  });
  try {
    for (const call of calls)
      for (const authorization of Object.values(who))
        await load('warm-up', { ...optionsOf(call.path, authorization), duration: 2 });
    const slices = new Map<string, LoadResult[]>();
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      for (const call of calls) {
        for (const [person, authorization] of Object.entries(who)) {
          const name = `${call.name} (${person})`;
          const slice = await load(name, { ...optionsOf(call.path, authorization), duration: DURATION / ROUNDS });
          slices.set(name, [...(slices.get(name) ?? []), slice]);
        }
      }
      log(`round ${round_ + 1} of ${ROUNDS} done`);
    }
    const rows = [...slices].map(([name, parts]) => ({
      name,
      requestsPerSecond: round(parts.reduce((n, r) => n + r.total, 0) / DURATION),
      p50Ms: percentile(
        parts.map((r) => r.p50Ms),
        50,
      ),
      p99Ms: percentile(
        parts.map((r) => r.p99Ms),
        50,
      ),
      non2xx: parts.reduce((n, r) => n + r.non2xx, 0),
      errors: parts.reduce((n, r) => n + r.errors, 0),
    }));
    const day = new Date().toISOString().slice(0, 10);
    const file = `visibility-${day}${process.env.LABEL ? `-${process.env.LABEL}` : ''}`;
    const dir = join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const settings = { LEADS, memberLeads: owned, CONNECTIONS, DURATION, ROUNDS };
    writeFileSync(join(dir, `${file}.json`), `${JSON.stringify({ settings, rows }, null, 2)}\n`);
    const table = [
      `# bench:visibility ${day}`,
      '',
      `${LEADS} leads; the member is the CS person of ${owned} of them, visibility \`own\`; ${CONNECTIONS} connections, ${DURATION} s per row in ${ROUNDS} slices.`,
      '',
      '| row | req/s | p50 ms | p99 ms | non-2xx | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`,
      ),
      '',
    ].join('\n');
    writeFileSync(join(dir, `${file}.md`), table);
    console.log(table);
  } finally {
    await server.stop();
  }
} finally {
  await close();
}
