import { sql, type Database } from '@app/db';

import { load, type LoadResult } from '../lib/load';
import { backendMemory, type BackendMemory } from './backend-memory';
import { startServerProcess } from './server-process';

export interface Company {
  id: number;
  subdomain: string;
  token: string;
}

export interface ReadFigures {
  companies: number;
  /** `auth.me`: answered from the server's memory after the first call per session. */
  me: LoadResult;
  /** A page of 20 leads: a statement in every company's own tables. */
  leads: LoadResult;
  serverRssMb: number;
  /** The server's PostgreSQL connections after the leads run. */
  backends: BackendMemory;
  /** Rows in pg_class: tables, indexes, sequences, views of every schema. */
  relations: number;
}

/** The CRM list the reads use: the first page of 20 leads. */
export const LEADS_PAGE = '/api/crm/leads?page=1&limit=20';

/** One autocannon request as the company's owner, on its own host. */
export const companyRequest = (port: number, company: Company, path: string) => ({
  method: 'GET' as const,
  path,
  headers: { host: `${company.subdomain}.localhost:${port}`, authorization: `Bearer ${company.token}` },
});

/**
 * A fresh server process, then round-robin reads across `companies` (one request each in turn, 10
 * connections): `auth.me`, then the leads list. The server is stopped afterwards so the next figures
 * start from empty caches too.
 */
export async function measureReads(
  db: Database,
  serverEnv: Record<string, string>,
  companies: Company[],
  durationSeconds: number,
): Promise<ReadFigures> {
  const server = await startServerProcess(serverEnv);
  try {
    const url = `http://127.0.0.1:${server.port}`;
    const label = companies.length === 1 ? '1 company' : `${companies.length} companies round-robin`;
    const run = async (name: string, path: string) => {
      const requests = companies.map((company) => companyRequest(server.port, company, path));
      await load('warm-up', { url, duration: 5, requests });
      return load(`${label}: ${name}`, { url, duration: durationSeconds, requests });
    };
    const me = await run('GET /api/auth/me', '/api/auth/me');
    const leads = await run('GET /api/crm/leads (page of 20)', LEADS_PAGE);
    const [relations] = await db.execute<{ count: number }>(sql`select count(*)::int as count from pg_class`);
    return {
      companies: companies.length,
      me,
      leads,
      serverRssMb: server.rssMb(),
      backends: await backendMemory(db),
      relations: relations!.count,
    };
  } finally {
    await server.stop();
  }
}
