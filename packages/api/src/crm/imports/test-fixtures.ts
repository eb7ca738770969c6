/** Set-up for the import tests (not a test file itself). */
import { afterAll, beforeAll } from 'vitest';

import type { ImportKind, StreamedFile } from '@app/contracts';
import { JOB_QUEUES, sql, tenantTables, withTenant } from '@app/db';

import { createContext } from '../../core/context';
import { createCaller } from '../../root';
import type { TestApp } from '../../testing/harness';
import type { PortalRole, SignedInCompany } from '../../testing/signed-in-company';
import { memorySink } from '../exports/memory-sink';
import { crmOf, crmTestApp } from '../test-fixtures';
import { runImport } from './run';

export interface ImportFixture {
  app: TestApp;
  a: SignedInCompany;
  b: SignedInCompany;
}

/**
 * Two companies (`prefix`-a and -b) for a whole test file, with the brand that leadRows names
 * ("Zenith Foods") in those `brandIn` lists: set up before the file's tests, closed after them.
 */
export function importFixture(prefix: string, brandIn: readonly ('a' | 'b')[] = ['a']): ImportFixture {
  const fixture = {} as ImportFixture;
  beforeAll(async () => {
    const { app, a, b } = await crmTestApp(prefix);
    Object.assign(fixture, { app, a, b });
    for (const company of brandIn) await crmOf(fixture[company]).brands.create({ name: 'Zenith Foods' });
  });
  afterAll(() => fixture.app?.close());
  return fixture;
}

/** A file part as the REST adapter hands it over, in chunks of `chunk` bytes. */
export function csvFile(content: string | Uint8Array, filename = 'leads.csv', chunk = 64 * 1024): StreamedFile {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return {
    kind: 'streamed-file',
    filename,
    mimeType: 'text/csv',
    stream: (async function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  };
}

export const uploadCsv = (
  company: SignedInCompany,
  kind: ImportKind,
  content: string | Uint8Array,
  role: PortalRole = 'owner',
) => crmOf(company, role).imports.create({ kind, file: csvFile(content) });

/** `count` lead rows for brand `brand`: row i has client "Client i", email ci@example.com. */
export function leadRows(count: number, brand: string, from = 0): string {
  let text = '';
  for (let i = from; i < from + count; i++)
    text += `Client ${i},${brand},c${i}@example.com,+91 90000 ${String(i).padStart(5, '0')},Qualified\n`;
  return text;
}
export const LEAD_HEADER = 'Client Name,Brand,Email,Mobile,Stage\n';

export const leadCount = (app: TestApp, companyId: number) =>
  withTenant(app.deps.db, companyId, async (tx) => {
    const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${tenantTables.leads}`);
    return rows[0]!.n;
  });

/** Puts an uploaded import in the queue without a runner picking it up, for runImport called directly. */
export const queueDirectly = (
  app: TestApp,
  companyId: number,
  id: string,
  set: { duplicates?: string; commitMode?: string } = {},
) =>
  withTenant(app.deps.db, companyId, (tx) =>
    tx
      .update(tenantTables.imports)
      .set({ status: 'queued', duplicates: set.duplicates ?? 'skip', commitMode: set.commitMode ?? 'all' })
      .where(sql`${tenantTables.imports.id} = ${id}`),
  );

/** Runs the company's queued imports as the job runner would (tests run no runner), oldest first. */
export async function runQueued(app: TestApp, companyId: number) {
  const queued = await withTenant(app.deps.db, companyId, (tx) =>
    tx
      .select({ id: tenantTables.imports.id })
      .from(tenantTables.imports)
      .where(sql`${tenantTables.imports.status} = 'queued'`)
      .orderBy(tenantTables.imports.createdAt),
  );
  for (const { id } of queued) await runImport(app.deps, { companyId, importId: id });
}

/** The import jobs sent to the queue (pg-boss's table), by import id. */
export async function sentImportJobs(app: TestApp): Promise<string[]> {
  const rows = await app.deps.db.execute<{ id: string }>(
    sql`select data->>'importId' as id from pgboss.job where name = ${JOB_QUEUES.crmImport.name}`,
  );
  return rows.map((r) => r.id);
}

/** The failing rows' file as the download route streams it (`crm.imports.failures` with a sink). */
export async function downloadFailures(app: TestApp, company: SignedInCompany, id: string, role: PortalRole = 'owner') {
  const out = memorySink();
  const context = { ...createContext(app.deps, { ip: '127.0.0.1', ...company.request[role] }), download: out.sink };
  await createCaller(context).crm.imports.failures({ id });
  return { file: out.state.file, text: out.text() };
}
