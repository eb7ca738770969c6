/**
 * bench/import's company and file: one company with BRANDS brands, a generated CSV of LEADS leads
 * streamed into `crm.imports.create` (as the upload does), ready for the preview and the run.
 * Shared by the bench (run.ts) and the profile (profile.ts).
 */
import { createReadStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { createCaller, createContext, type AppDeps } from '@app/api';
import type { StreamedFile } from '@app/contracts';
import { tenantTables, withTenant, type Database } from '@app/db';

import { benchCluster } from '../lib/cluster';
import { benchDeps } from '../lib/deps';
import { provisionCompanies } from '../tenant-scale/provision';
import { superAdminToken, tokenFor } from '../tenant-scale/tokens';

export const LEADS = Number(process.env.LEADS ?? 100_000);
export const BRANDS = Number(process.env.BRANDS ?? 200);
const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
export const ROOT = new URL('../../', import.meta.url).pathname;

const FIRST = ['Aarav', 'Maria', 'John', 'Priya', 'Liam', 'Sofia', 'Noah', 'Ananya', 'Ethan', 'Mei', 'Lucas', 'Fatima'];
const LAST = ['Sharma', 'Garcia', 'Smith', 'Patel', 'Brown', 'Rossi', 'Wilson', 'Kumar', 'Chen', 'Silva', 'Taylor'];
const STAGES = ['New', 'Contacted', 'Qualified', 'Proposal', 'Negotiation', 'Closed Won'];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** A spreadsheet export's messy headers, quoted cells with commas, money with separators. */
function csvText(): string {
  const lines = [
    'Client Name,Brand,E-mail,Mobile,Designation,HQ,Stage,Priority,Next Follow-up Date,Estimated Value,Comment',
  ];
  for (let i = 0; i < LEADS; i++) {
    const name = `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / 12))} ${i}`;
    lines.push(
      [
        name,
        `Brand ${i % BRANDS}`,
        `lead${i}@example.com`,
        `+91 9${String(i).padStart(9, '0')}`,
        'Head of Marketing',
        '"Pune, India"',
        pick(STAGES, i),
        pick(['Low', 'Medium', 'High'], i),
        `2027-0${(i % 9) + 1}-1${i % 10}`,
        `"${(1000 + (i % 5000)).toLocaleString('en-US')}.50"`,
        '"Met at the expo; wants a quote"',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface ImportBench {
  db: Database;
  deps: AppDeps;
  dataDir: string;
  companyId: number;
  crm: ReturnType<typeof createCaller>['crm'];
  /** Uploads the generated file: the import row, and how long the upload took. */
  upload(): Promise<{ id: string; totalRows: number; fileBytes: number; mapping: unknown; uploadMs: number }>;
  close(): Promise<void>;
}

export async function startImportBench(): Promise<ImportBench> {
  // Over TCP, as the import figures before the socket were taken.
  const { dataDir, database, close } = await benchCluster('import', 4, { tcp: true });
  const { db } = database;
  try {
    const deps = benchDeps(db, dataDir, SECRET);
    const admin = `Bearer ${await superAdminToken(db, SECRET)}`;
    const { companies } = await provisionCompanies(deps, admin, 0, 1, () => {});
    const company = companies[0]!;
    const ownerId = await withTenant(db, company.id, async (tx) => {
      const [owner] = await tx.select({ id: tenantTables.users.id }).from(tenantTables.users);
      await tx.insert(tenantTables.brands).values(Array.from({ length: BRANDS }, (_, i) => ({ name: `Brand ${i}` })));
      return owner!.id;
    });
    const token = await tokenFor(db, SECRET, { id: ownerId, role: 'owner', companyId: company.id });
    const crm = createCaller(
      createContext(deps, {
        ip: '127.0.0.1',
        host: `${company.subdomain}.localhost`,
        authorization: `Bearer ${token}`,
      }),
    ).crm;
    const file = join(dataDir, 'leads.csv');
    writeFileSync(file, csvText());
    const upload = async () => {
      const streamed: StreamedFile = {
        kind: 'streamed-file',
        filename: 'leads.csv',
        mimeType: 'text/csv',
        stream: createReadStream(file, { highWaterMark: 64 * 1024 }),
      };
      const started = performance.now();
      const { import: imp } = await crm.imports.create({ kind: 'lead', file: streamed });
      return { ...imp, uploadMs: performance.now() - started };
    };
    return { db, deps, dataDir, companyId: company.id, crm, upload, close };
  } catch (error) {
    await close();
    throw error;
  }
}
