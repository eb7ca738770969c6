/**
 * bench:duplicates: the company-wide possible duplicates on a company of LEADS leads, one in a
 * hundred copying its neighbour's email (in upper case) and one in a hundred its neighbour's phone
 * (written another way), every tenth of those pairs joined by a third lead: about 2% of the leads
 * copy another's email or phone (4% are in a group). Times the first page of groups over HTTP against the real
 * server and the groups statement alone in a tenant transaction (median and max of ROUNDS after one
 * warm-up), then prints its EXPLAIN (ANALYZE, BUFFERS). Writes bench/results/duplicates-<date>[-LABEL].md.
 *
 *   npm run bench:duplicates   (LEADS=100000 ROUNDS=5)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

import { groupsStatement } from '@app/api/crm/leads/duplicate-groups';
import { duplicateGroupsInput } from '@app/contracts';
import { sql, tenantSchemaName, withTenant } from '@app/db';

import { percentile, round } from '../lib/stats';
import { startServerProcess } from '../tenant-scale/server-process';
import { benchCompany, SECRET } from '../api-throughput/setup';

const LEADS = Number(process.env.LEADS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench:duplicates] ${m}`);

const bench = await benchCompany('duplicates', LEADS, 300, 4);
const { url: databaseUrl, database, company, token, close } = bench;
const schema = tenantSchemaName(company.id);
const FIRST_PAGE = duplicateGroupsInput.parse({ page: 1, limit: 20 });

/** ROUNDS timings of `run` after one warm-up: median and max in ms, and the last answer. */
async function timed<T>(run: () => Promise<T>) {
  let answer = await run();
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    answer = await run();
    ms.push(performance.now() - started);
  }
  return { medianMs: round(percentile(ms, 50)), maxMs: round(Math.max(...ms)), answer };
}

try {
  // Pairs by email and by phone among neighbours (leads numbered by creation); each second update
  // copies from a lead the first changed, so a tenth of the pairs become triples.
  const numbered = `(select id, email_id, mobile_number, row_number() over (order by created_at) as n from "${schema}".leads)`;
  const copy = (column: string, value: string, where: string) =>
    database.sql.unsafe(`update "${schema}".leads l set ${column} = ${value}
      from ${numbered} me join ${numbered} src on src.n = me.n + 1
      where l.id = me.id and (${where})`);
  await copy('email_id', 'upper(src.email_id)', 'me.n % 100 = 0');
  await copy('email_id', 'src.email_id', 'me.n % 1000 = 999');
  // '+9198xxxxxxxx' written as '098-xxxxxxxx': the same last ten digits.
  await copy(
    'mobile_number',
    `'0' || substr(src.mobile_number, 4, 2) || '-' || right(src.mobile_number, 8)`,
    'me.n % 100 = 50',
  );
  await copy('mobile_number', 'src.mobile_number', 'me.n % 1000 = 49');
  await database.sql.unsafe(`vacuum analyze "${schema}".leads`);

  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(database.db, company.id, work);
  const statement = await timed(() => inTenant((tx) => tx.execute(groupsStatement(tx, FIRST_PAGE))));
  const total = (statement.answer[0] as { total?: number } | undefined)?.total ?? 0;
  log(`company ${company.subdomain}: ${LEADS} leads, ${total} groups`);

  const server = await startServerProcess({ DATABASE_URL: databaseUrl, JWT_SECRET: SECRET });
  const headers = { host: `${company.subdomain}.localhost:${server.port}`, authorization: `Bearer ${token}` };
  // node:http, not fetch: fetch does not send a Host header, and the company is chosen by its host.
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`http://127.0.0.1:${server.port}${path}`, { headers }, (res) => {
        res.resume();
        res.on('end', () => ((res.statusCode ?? 500) < 400 ? resolve(res.statusCode!) : reject(new Error(path))));
      });
      req.on('error', reject);
      req.end();
    });
  let http: Awaited<ReturnType<typeof timed>>;
  let leadsPage: Awaited<ReturnType<typeof timed>>;
  try {
    http = await timed(() => get('/api/crm/lead-duplicates?limit=20'));
    // The leads list's first page beside it: what any list costs on this machine at this moment.
    leadsPage = await timed(() => get('/api/crm/leads?limit=20'));
  } finally {
    await server.stop();
  }

  const plan = await inTenant((tx) =>
    tx.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${groupsStatement(tx, FIRST_PAGE)}`),
  );
  const day = new Date().toISOString().slice(0, 10);
  const report = [
    `# bench:duplicates ${day}${process.env.LABEL ? ` (${process.env.LABEL})` : ''}`,
    '',
    `${LEADS} leads, ${total} groups of possible duplicates (by email or phone); the first page of 20 groups,`,
    `one request at a time, ${ROUNDS} rounds after a warm-up, as the owner (every lead visible).`,
    '',
    '| step | median ms | max ms |',
    '| --- | ---: | ---: |',
    `| GET /api/crm/lead-duplicates?limit=20 (HTTP, real server) | ${http.medianMs} | ${http.maxMs} |`,
    `| the groups statement alone (tenant transaction) | ${statement.medianMs} | ${statement.maxMs} |`,
    `| for comparison: GET /api/crm/leads?limit=20 (HTTP, real server) | ${leadsPage.medianMs} | ${leadsPage.maxMs} |`,
    '',
    '## EXPLAIN (ANALYZE, BUFFERS) of the groups statement',
    '',
    '```',
    ...plan.map((r) => r['QUERY PLAN']),
    '```',
    '',
  ].join('\n');
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `duplicates-${day}${process.env.LABEL ? `-${process.env.LABEL}` : ''}.md`), report);
  console.log(report);
} finally {
  await close();
}
