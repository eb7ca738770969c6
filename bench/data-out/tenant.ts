/**
 * The company bench/search and bench/export run against: one company provisioned through the real
 * create procedure on a fresh embedded PostgreSQL, with LEADS (100,000) leads across BRANDS (300)
 * brands, a meeting and an enquiry for every tenth lead, VACUUM ANALYZEd; and the real server in its own
 * process with an owner's token. Loading is not timed.
 */
import { get, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';

import { tenantSchemaName, type connectDatabase } from '@app/db';

import { benchCluster } from '../lib/cluster';
import { round } from '../lib/stats';
import { provisionCompanies } from '../tenant-scale/provision';
import { startServerProcess, type ServerProcess } from '../tenant-scale/server-process';
import { ownerToken, superAdminToken } from '../tenant-scale/tokens';
import { benchDeps } from '../lib/deps';

export const LEADS = Number(process.env.LEADS ?? 100_000);
const BRANDS = Number(process.env.BRANDS ?? 300);
export const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
export const log = (m: string) => console.log(`[bench] ${m}`);

const FIRSTS = ['Aarav', 'Maria', 'John', 'Priya', 'Liam', 'Sofia', 'Noah', 'Ananya', 'Ethan', 'Mei', 'Lucas'];
const FIRSTS_MORE = ['Fatima', 'Oliver', 'Isha', 'James', 'Chloe', 'Rohan', 'Emma', 'Arjun', 'Grace', 'Diego', 'Hana'];
const LASTS = ['Sharma', 'Garcia', 'Smith', 'Patel', 'Brown', 'Rossi', 'Wilson', 'Kumar', 'Chen', 'Silva', 'Taylor'];
const LASTS_MORE = ['Nair', 'Martin', 'Khan', 'Lopez', 'Davies', 'Iyer', 'Evans', 'Wright', 'Das', 'Moreau'];
const WORDS = ['Nova', 'Blue', 'Peak', 'Urban', 'Green', 'Solar', 'Prime', 'Swift', 'Cedar', 'Lotus', 'Iron', 'Coral'];
const KINDS = ['Foods', 'Labs', 'Wear', 'Motors', 'Studio', 'Goods', 'Works', 'Home', 'Tech', 'Craft'];

const list = (words: string[]) => `(array[${words.map((w) => `'${w}'`).join(',')}])`;

/** One statement per table: generate_series is far faster than client-side batches. */
function loadStatements(schema: string): string[] {
  const first = list([...FIRSTS, ...FIRSTS_MORE]);
  const last = list([...LASTS, ...LASTS_MORE]);
  const name = `${first}[1 + i % 22] || ' ' || ${last}[1 + (i / 22 + i * 7) % 21]`;
  return [
    `set search_path = "${schema}", public`,
    `insert into brands (name, industry, website)
       select ${list(WORDS)}[1 + i % 12] || ' ' || ${list(KINDS)}[1 + (i / 12) % 10] || ' ' || (i + 1),
              ${list(KINDS)}[1 + i % 10], 'https://brand' || (i + 1) || '.example.com'
       from generate_series(0, ${BRANDS - 1}) i`,
    `insert into leads (brand_id, client_name, email_id, mobile_number, stage, outcome, priority, date, created_at, updated_at)
       select b.ids[1 + (i * 31) % ${BRANDS}], ${name},
              lower(replace(${name}, ' ', '.')) || (i % 997) || '@mail' || (i % 50) || '.example.com',
              '+9198' || lpad(i::text, 8, '0'),
              (array['New','Contacted','Qualified','Proposal','Negotiation','Won','Lost'])[1 + i % 7],
              (array['Pending','Interested','Not Interested'])[1 + i % 3],
              (array['Low','Medium','High'])[1 + i % 3],
              (timestamp '2025-01-01' + i * interval '1 minute')::date,
              timestamptz '2025-01-01 00:00Z' + i * interval '1 minute',
              timestamptz '2025-01-01 00:00Z' + i * interval '1 minute'
       from generate_series(0, ${LEADS - 1}) i, (select array_agg(id order by name) ids from brands) b`,
    `insert into meetings (lead_id, title, scheduled_at)
       select id, 'Meeting with ' || client_name, created_at + interval '7 days' from leads
       where (extract(epoch from created_at)::bigint / 60) % 10 = 0`,
    `insert into enquiries (lead_id, requirement, title)
       select id, (array['Website redesign','Mobile app','Brand identity','SEO retainer','Online store'])[1 + (extract(epoch from created_at)::bigint / 60) % 5] || ' for ' || client_name, null
       from leads where (extract(epoch from created_at)::bigint / 60) % 10 = 5`,
  ];
}

/** A GET with its own Host header (fetch may not set one), answering the response stream. */
export const getStream = (url: string, headers: Record<string, string>) =>
  new Promise<IncomingMessage>((resolve, reject) => get(url, { headers }, resolve).once('error', reject));

export interface BenchTenant {
  server: ServerProcess;
  /** A direct connection, for EXPLAIN; the database's address; the company and its schema. */
  database: ReturnType<typeof connectDatabase>;
  url: string;
  companyId: number;
  schema: string;
  host: string;
  authorization: string;
  close: () => Promise<void>;
}

export async function benchTenant(name: string): Promise<BenchTenant> {
  // Over TCP, as the results kept from before were measured.
  const cluster = await benchCluster(name, 2, { tcp: true });
  try {
    return await prepare(cluster.embedded.url, cluster.database, cluster.dataDir, cluster.close);
  } catch (error) {
    await cluster.close();
    throw error;
  }
}

async function prepare(
  url: string,
  database: ReturnType<typeof connectDatabase>,
  dataDir: string,
  remove: () => Promise<void>,
): Promise<BenchTenant> {
  const deps = benchDeps(database.db, dataDir, SECRET);
  const admin = `Bearer ${await superAdminToken(database.db, SECRET)}`;
  const { companies } = await provisionCompanies(deps, admin, 0, 1, () => {});
  const company = companies[0]!;
  const started = performance.now();
  await database.sql.begin(async (tx) => {
    for (const statement of loadStatements(tenantSchemaName(company.id))) await tx.unsafe(statement);
  });
  // What autovacuum does soon after a bulk load: statistics, and the GIN indexes' pending lists
  // merged (until then the planner prices the trigram indexes too high to use them).
  const schema = tenantSchemaName(company.id);
  for (const table of ['brands', 'leads', 'meetings', 'enquiries', 'users'])
    await database.sql.unsafe(`vacuum analyze "${schema}"."${table}"`);
  log(
    `loaded ${LEADS} leads, ${LEADS / 10} meetings and enquiries in ${round((performance.now() - started) / 1000)} s`,
  );
  const authorization = `Bearer ${await ownerToken(database.db, SECRET, company.id)}`;
  // SERVER_NODE_OPTIONS (e.g. `--import ./bench/api-throughput/profiler.mjs`) reaches the server process alone.
  const nodeOptions: Record<string, string> = process.env.SERVER_NODE_OPTIONS
    ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS }
    : {};
  const server = await startServerProcess({ DATABASE_URL: url, JWT_SECRET: SECRET, ...nodeOptions });
  return {
    server,
    database,
    url,
    companyId: company.id,
    schema,
    host: `${company.subdomain}.localhost`,
    authorization,
    close: async () => {
      await server.stop();
      await remove();
    },
  };
}
