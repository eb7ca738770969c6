/**
 * bench:custom-fields: what a custom field costs a company of LEADS leads, over HTTP against the
 * real server, as an owner would meet it: adding a lead field, removing one that every lead holds a
 * value for (the worst case: each row is written), and the leads page sorted, filtered and
 * searched by a field. Each step is timed ROUNDS times; medians are reported. Writes
 * bench/results/custom-fields-<date>[-LABEL].json and .md.
 *
 *   npm run bench:custom-fields   (LEADS=100000 ROUNDS=5)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

import { tenantSchemaName } from '@app/db';

import { percentile, round } from '../lib/stats';
import { startServerProcess } from '../tenant-scale/server-process';
import { benchCompany, SECRET } from '../api-throughput/setup';

const LEADS = Number(process.env.LEADS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench:custom-fields] ${m}`);

const bench = await benchCompany('custom-fields', LEADS, 300, 10);
const { url: databaseUrl, database, company, token, close } = bench;
const schema = tenantSchemaName(company.id);
const timings = new Map<string, number[]>();

async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  timings.set(name, [...(timings.get(name) ?? []), performance.now() - started]);
  return result;
}

try {
  const server = await startServerProcess({ DATABASE_URL: databaseUrl, JWT_SECRET: SECRET });
  const base = `http://127.0.0.1:${server.port}`;
  const headers = {
    host: `${company.subdomain}.localhost:${server.port}`,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
  // node:http, not fetch: fetch does not send a Host header, and the company is chosen by its host.
  const call = (method: string, path: string, body?: object) =>
    new Promise<Record<string, { id: string }>>((resolve, reject) => {
      const sent = body ? headers : { host: headers.host, authorization: headers.authorization };
      const req = request(`${base}${path}`, { method, headers: sent }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const json = JSON.parse(text) as { data?: Record<string, { id: string }>; message?: string };
          if ((res.statusCode ?? 500) >= 400) reject(new Error(`${method} ${path}: ${res.statusCode} ${json.message}`));
          else resolve(json.data ?? {});
        });
      });
      req.on('error', reject);
      req.end(body ? JSON.stringify(body) : undefined);
    });
  const field = (name: string) => ({
    entity: 'lead',
    name,
    label: 'Region',
    type: 'select',
    options: [{ label: 'North' }, { label: 'South' }],
  });
  try {
    // A field kept for the reads, with a value on every lead.
    await call('POST', '/api/crm/custom-columns', field('region'));
    await database.sql.unsafe(
      `update "${schema}".leads set custom_fields = jsonb_build_object('region', case when random() < 0.5 then 'north' else 'south' end)`,
    );
    await database.sql.unsafe(`vacuum analyze "${schema}".leads`);
    log(`company ${company.subdomain}: ${LEADS} leads, each with a region`);
    for (let i = 0; i < ROUNDS; i++) {
      const name = `extra${i}`;
      const { column } = await timed('add a lead field', () => call('POST', '/api/crm/custom-columns', field(name)));
      await database.sql.unsafe(`update "${schema}".leads set custom_fields = custom_fields || '{"${name}": "north"}'`);
      await database.sql.unsafe(`vacuum "${schema}".leads`);
      await timed(`remove a field every lead holds`, () => call('DELETE', `/api/crm/custom-columns/${column!.id}`));
      await timed('leads page sorted by the field', () =>
        call('GET', '/api/crm/leads?limit=20&sort=customFields.region&order=asc'),
      );
      await timed('leads page filtered by the field', () =>
        call('GET', '/api/crm/leads?limit=20&customField=region&customValue=north'),
      );
      await timed('leads page searched (fields searched too)', () => call('GET', '/api/crm/leads?limit=20&search=zz9'));
      await timed('leads page, plain', () => call('GET', '/api/crm/leads?limit=20'));
    }
  } finally {
    await server.stop();
  }
  const rows = [...timings].map(([name, ms]) => ({
    name,
    medianMs: round(percentile(ms, 50)),
    maxMs: round(Math.max(...ms)),
  }));
  const day = new Date().toISOString().slice(0, 10);
  const file = `custom-fields-${day}${process.env.LABEL ? `-${process.env.LABEL}` : ''}`;
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${file}.json`), `${JSON.stringify({ settings: { LEADS, ROUNDS }, rows }, null, 2)}\n`);
  const table = [
    `# bench:custom-fields ${day}`,
    '',
    `${LEADS} leads, each holding a value of the kept field; one request at a time, ${ROUNDS} rounds.`,
    '',
    '| step | median ms | max ms |',
    '| --- | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.medianMs} | ${r.maxMs} |`),
    '',
  ].join('\n');
  writeFileSync(join(dir, `${file}.md`), table);
  console.log(table);
} finally {
  await close();
}
