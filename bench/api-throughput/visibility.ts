/**
 * bench:visibility: what record visibility costs a team member, side by side with the owner in one
 * run, over HTTP against the real server: the leads page by stage, the leads search, the board and
 * Ctrl+K, as the owner (every record) and as a member who is the CS person of MEMBER_LEADS of the
 * company's LEADS leads while the company's visibility is VISIBILITY (`own`). autocannon,
 * CONNECTIONS connections, DURATION seconds per row, taken in ROUNDS slices alternating owner and
 * member (the owner first in the 1st, 3rd, … round, the member in the others), with the CPU each
 * request cost the server and PostgreSQL (from /proc). SETUP_SQL: statements run in the company's
 * schema before the member is made (another index set).
 * Writes bench/results/visibility-<date>[-LABEL].json and .md.
 *
 *   npm run bench:visibility   (LEADS=100000 MEMBER_LEADS=2000 CONNECTIONS=50 DURATION=10 ROUNDS=3)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { clusterPids, measureCpu } from '../lib/cpu';
import { load, type LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import { startServerProcess } from '../tenant-scale/server-process';
import { benchCompany, SECRET } from './setup';
import { SEARCH, STAGE } from './statements';
import { runSetupSql, visibilityMember } from './visibility-member';

const LEADS = Number(process.env.LEADS ?? 100_000);
const MEMBER_LEADS = Number(process.env.MEMBER_LEADS ?? 2_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench:visibility] ${m}`);

const bench = await benchCompany('visibility', LEADS, 300, 10);
const { url: databaseUrl, dataDir, database, company, token, close } = bench;
try {
  const setupSql = await runSetupSql(database, company.id);
  const member = await visibilityMember(database, company.id, LEADS, MEMBER_LEADS);
  const { owned, token: memberToken, visibility } = member;
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
    // CPU per request of the server and of the cluster: where a row's time goes on this machine.
    const parties = { server: () => [server.pid], postgres: () => clusterPids(dataDir) };
    const slices = new Map<string, (LoadResult & { cpuMs: Record<string, number> })[]>();
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      for (const call of calls) {
        // Who goes first alternates by round: a slice pays for some of the garbage and the cluster's
        // catching up left by the one before it, which would otherwise always be the owner's.
        const order = Object.entries(who);
        for (const [person, authorization] of round_ % 2 ? order.reverse() : order) {
          const name = `${call.name} (${person})`;
          const seconds = DURATION / ROUNDS;
          const { result, cores } = await measureCpu(parties, () =>
            load(name, { ...optionsOf(call.path, authorization), duration: seconds }),
          );
          const cpuMs = Object.fromEntries(
            Object.entries(cores).map(([party, used]) => [party, (used * seconds * 1000) / Math.max(1, result.total)]),
          );
          slices.set(name, [...(slices.get(name) ?? []), { ...result, cpuMs }]);
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
      // Each slice's own, in the order taken: how far apart they are says how much a p99 can be read.
      sliceP99Ms: parts.map((r) => r.p99Ms),
      serverCpuMs: round(
        parts.reduce((n, r) => n + r.cpuMs.server! * r.total, 0) / parts.reduce((n, r) => n + r.total, 0),
      ),
      postgresCpuMs: round(
        parts.reduce((n, r) => n + r.cpuMs.postgres! * r.total, 0) / parts.reduce((n, r) => n + r.total, 0),
      ),
    }));
    const day = new Date().toISOString().slice(0, 10);
    const file = `visibility-${day}${process.env.LABEL ? `-${process.env.LABEL}` : ''}`;
    const dir = join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const settings = { LEADS, memberLeads: owned, visibility, CONNECTIONS, DURATION, ROUNDS, setupSql };
    writeFileSync(join(dir, `${file}.json`), `${JSON.stringify({ settings, rows }, null, 2)}\n`);
    const table = [
      `# bench:visibility ${day}`,
      '',
      `${LEADS} leads; the member is the CS person of ${owned} of them, visibility \`${visibility}\`; ${CONNECTIONS} connections, ${DURATION} s per row in ${ROUNDS} slices.`,
      ...(setupSql ? ['', `Before the member was made, in the company's schema: \`${setupSql}\`.`] : []),
      '',
      '| row | req/s | p50 ms | p99 ms | p99 ms per slice | server CPU ms/req | PostgreSQL CPU ms/req | non-2xx | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.sliceP99Ms.join(' ')} | ${r.serverCpuMs} | ${r.postgresCpuMs} | ${r.non2xx} | ${r.errors} |`,
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
