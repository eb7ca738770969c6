/**
 * A company's own data as one .tar.gz, for a company that leaves the platform: its platform row,
 * every table of its tenant schema as JSON lines (with column names and types), and every stored
 * file under its prefix. Tables are read generically, so a table added later is exported too.
 */
import { createGzip } from 'node:zlib';

import { sql as dsql, TarWriter, tenantSchemaName } from '@app/db';

import { requireCompany } from '../companies/queries';
import type { CompanyRow } from '../companies/queries';
import type { DownloadSink } from '../../crm/exports/sink';
import type { AppDeps } from '../../core/deps';

export const EXPORT_FORMAT = 1;

interface TableManifest {
  name: string;
  rows: number;
  columns: { name: string; type: string }[];
}

/** Rows per FETCH: a large table streams out without being held in memory whole. */
const BATCH = 500;

/** One read-only snapshot for all tables, so rows that point at each other agree. */
async function writeTables(deps: AppDeps, companyId: number, tar: TarWriter, folder: string): Promise<TableManifest[]> {
  const schema = tenantSchemaName(companyId);
  return deps.db.transaction(
    async (tx) => {
      const columns = await tx.execute<{ table: string; name: string; type: string }>(dsql`
        select c.table_name as table, c.column_name as name, c.data_type as type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = ${schema} and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`);
      const tables = new Map<string, TableManifest>();
      for (const column of columns) {
        const table = tables.get(column.table) ?? { name: column.table, rows: 0, columns: [] };
        table.columns.push({ name: column.name, type: column.type });
        tables.set(column.table, table);
      }
      for (const table of tables.values()) {
        await tx.execute(
          dsql`declare export_rows no scroll cursor for
               select row_to_json(t)::text as line from ${dsql.identifier(schema)}.${dsql.identifier(table.name)} t`,
        );
        const lines: string[] = [];
        for (;;) {
          const batch = await tx.execute<{ line: string }>(dsql.raw(`fetch ${BATCH} from export_rows`));
          for (const row of batch) lines.push(row.line);
          if (batch.length < BATCH) break;
        }
        await tx.execute(dsql`close export_rows`);
        table.rows = lines.length;
        await tar.buffer(`${folder}/tables/${table.name}.jsonl`, lines.length ? `${lines.join('\n')}\n` : '');
      }
      return [...tables.values()];
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** `company-<subdomain>-<date>.tar.gz`: whose data, and from when. */
export const exportFileName = (subdomain: string, now: Date) =>
  `company-${subdomain}-${now.toISOString().slice(0, 10)}.tar.gz`;

/** Streams the archive of `companyId` into the download, gzipped, with backpressure. */
export async function streamCompanyExport(deps: AppDeps, companyId: number, sink: DownloadSink) {
  const company = await requireCompany(deps.db, companyId);
  const now = deps.now();
  sink.begin({ filename: exportFileName(company.subdomain, now), contentType: 'application/gzip' });
  const gzip = createGzip();
  const pumped = (async () => {
    for await (const chunk of gzip) await sink.write(chunk as Buffer);
  })().catch((error: unknown) => {
    gzip.destroy();
    throw error;
  });
  try {
    const summary = await writeArchive(deps, company, new TarWriter(gzip), now);
    await pumped;
    return summary;
  } catch (error) {
    gzip.destroy();
    await pumped.catch(() => {});
    throw error;
  }
}

async function writeArchive(deps: AppDeps, company: CompanyRow, tar: TarWriter, now: Date) {
  const folder = `company-${company.subdomain}`;
  await tar.buffer(`${folder}/company.json`, `${JSON.stringify(company, null, 2)}\n`);
  const tables = await writeTables(deps, company.id, tar, folder);
  let files = 0;
  for (const key of await deps.storage.list(`companies/${company.id}/`)) {
    const object = await deps.storage.get(key);
    if (!object) continue; // removed since it was listed
    await tar.stream(`${folder}/files/${key}`, object.body, object.size);
    files++;
  }
  const manifest = {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    company: { id: company.id, subdomain: company.subdomain, name: company.name },
    tables,
    files,
  };
  await tar.buffer(`${folder}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  await tar.finish();
  return { tables: tables.length, rows: tables.reduce((sum, t) => sum + t.rows, 0), files };
}
