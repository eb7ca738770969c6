/**
 * The plans behind bench:visibility: the statements crm.leads.list (by stage, searched) and
 * crm.leadBoard.columns send for the owner and for a member who is the CS person of MEMBER_LEADS
 * of LEADS leads (visibility `own`), recorded from the real procedures on their first call (so the
 * totals' statements are among them), each under EXPLAIN (ANALYZE, BUFFERS) once warm, and its
 * median time over RUNS runs as the server plans it (each run for its own values); then each whole
 * call in this process, RUNS × 5 times one at a time (wall time and this process's CPU). SETUP_SQL
 * as bench:visibility's.
 * Writes bench/results/visibility-explain-<date>[-LABEL].md.
 *
 *   npx tsx bench/api-throughput/visibility-explain.ts   (LEADS=100000 MEMBER_LEADS=2000 RUNS=20)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CheckedSessions, createCaller, createContext } from '@app/api';
import { tenantSearchPath } from '@app/db';

import { benchDeps } from '../lib/deps';
import { percentile, round } from '../lib/stats';
import { recorder, type Statement } from './record';
import { benchCompany, SECRET } from './setup';
import { SEARCH, STAGE } from './statements';
import { runSetupSql, visibilityMember } from './visibility-member';

const LEADS = Number(process.env.LEADS ?? 100_000);
const MEMBER_LEADS = Number(process.env.MEMBER_LEADS ?? 2_000);
const RUNS = Number(process.env.RUNS ?? 20);
const ROOT = new URL('../../', import.meta.url).pathname;

const CALLS = [
  { name: 'leads by stage', procedure: ['leads', 'list'], input: { stage: STAGE, page: 1, limit: 20 } },
  { name: 'leads search', procedure: ['leads', 'list'], input: { search: SEARCH, page: 1, limit: 20 } },
  { name: 'leads board', procedure: ['leadBoard', 'columns'], input: { page: 1, limit: 20 } },
];

const bench = await benchCompany('visibility-explain', LEADS, 300, 4);
const { database, dataDir, company, token, close } = bench;
const out: string[] = [];
const print = (text: string) => (console.log(text), out.push(text));
try {
  const setupSql = await runSetupSql(database, company.id);
  const member = await visibilityMember(database, company.id, LEADS, MEMBER_LEADS);
  print(`# Plans of bench:visibility\n\n${LEADS} leads; the member is the CS person of ${member.owned}.`);
  if (setupSql) print(`\nBefore the member was made, in the company's schema: \`${setupSql}\`.`);
  const rec = recorder(database.sql);
  const inTenant = <T>(work: (tx: typeof database.sql) => Promise<T>) =>
    database.sql.begin(async (tx) => {
      await tx`select set_config('search_path', ${tenantSearchPath(company.id)}, true)`;
      return work(tx as unknown as typeof database.sql);
    }) as Promise<T>;
  const timeOf = async (statement: Statement) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await inTenant((tx) => tx.unsafe(statement.sql, statement.params as never[]));
      times.push(performance.now() - start);
    }
    return round(percentile(times, 50));
  };
  for (const [person, bearer] of [
    ['owner', token],
    ['member', member.token],
  ] as const) {
    const deps = { ...benchDeps(rec.db, dataDir, SECRET), checkedSessions: new CheckedSessions(3_600_000) };
    const request = { ip: '127.0.0.1', host: `${company.subdomain}.localhost`, authorization: `Bearer ${bearer}` };
    const caller = createCaller(createContext(deps, request)) as unknown as Record<
      string,
      Record<string, Record<string, (input: object) => Promise<unknown>>>
    >;
    for (const call of CALLS) {
      const [area, name] = call.procedure;
      const sent = await rec.record(() => caller.crm![area!]![name!]!(call.input));
      const reads = sent.filter((s) => s.inTransaction && !s.wrapper && /"leads"/.test(s.sql));
      for (const [i, statement] of reads.entries()) {
        await inTenant((tx) => tx.unsafe(statement.sql, statement.params as never[]));
        const plan = await inTenant((tx) =>
          tx.unsafe(`explain (analyze, buffers) ${statement.sql}`, statement.params as never[]),
        );
        const median = await timeOf(statement);
        print(`\n## ${call.name} (${person}), statement ${i + 1} of ${reads.length}: median ${median} ms`);
        print(`\n\`\`\`sql\n${statement.sql}\n-- ${JSON.stringify(statement.params)}\n\`\`\``);
        print(`\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
      }
      // The next call, as every call after it: what it still sends once its totals are kept.
      const again = await rec.record(() => caller.crm![area!]![name!]!(call.input));
      const sentAgain = again.filter((s) => s.inTransaction && !s.wrapper).map((s) => `- ${s.sql.slice(0, 90)}`);
      print(`\n${call.name} (${person}), the next call sends:\n\n${sentAgain.join('\n')}`);
      // The whole call in this process, one at a time: its wall time and this process's CPU.
      const [wall, cpu] = [[] as number[], [] as number[]];
      for (let i = 0; i < RUNS * 5; i++) {
        const [start, used] = [performance.now(), process.cpuUsage()];
        await caller.crm![area!]![name!]!(call.input);
        const { user, system } = process.cpuUsage(used);
        wall.push(performance.now() - start);
        cpu.push((user + system) / 1000);
      }
      const median = (values: number[]) => round(percentile(values, 50), 2);
      print(`\nThe whole call, median of ${RUNS * 5}: ${median(wall)} ms, ${median(cpu)} ms CPU in this process.`);
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = `visibility-explain-${day}${process.env.LABEL ? `-${process.env.LABEL}` : ''}.md`;
  writeFileSync(join(dir, file), `${out.join('\n')}\n`);
} finally {
  await close();
}
