/**
 * Exports: cells neutralised and quoted, the XLSX opens, the file holds the list's
 * rows in the list's order, and rows go out batch by batch as the client takes them.
 */
import { describe, expect, vi } from 'vitest';

import { sql, tenantTables, withTenant } from '@app/db';

import { createContext } from '../../core/context';
import { createCaller } from '../../root';
import type { SignedInCompany } from '../../testing/signed-in-company';
import { crmAppTest, crmOf, failureOf } from '../test-fixtures';
import { cellText, csvRow, neutralise } from './cells';
import { FETCH_ROWS } from './cursor';
import { memorySink } from './memory-sink';
import { parseCsv, readZip, sheetRows } from './read-back';
import type { DownloadSink } from './sink';
import { startWorkbook } from './xlsx';

/**
 * `exporter`: a caller of a company's user (a team member unless said) whose downloads go to the
 * sink; `exportConnection`: what the connection running the export is doing, as PostgreSQL sees
 * it (the test's database is its own).
 */
const it = crmAppTest('exp')
  .extend(
    'exporter',
    { scope: 'file' },
    ({ app }) =>
      (company: SignedInCompany, sink: DownloadSink, role: 'owner' | 'team_member' = 'team_member') =>
        createCaller({ ...createContext(app.deps, { ip: '127.0.0.1', ...company.request[role] }), download: sink }),
  )
  .extend('exportConnection', { scope: 'file' }, ({ app }) => async () => {
    const rows = await app.deps.db.execute(
      sql`select state, split_part(query, ' ', 1) as query from pg_stat_activity
          where datname = current_database() and query ~* '^(fetch|close|declare)'`,
    );
    return rows[0] as { state: string; query: string } | undefined;
  });

it.beforeAll(async ({ app, a, b }) => {
  const crm = crmOf(a);
  const acme = (await crm.brands.create({ name: 'Acme' })).brand.id;
  const globex = (await crm.brands.create({ name: 'Globex' })).brand.id;
  await crm.leads.create({
    csPersonId: a.member.id,
    brandId: acme,
    clientName: '=HYPERLINK("http://x")',
    stage: 'Won',
    estimatedValue: 12.5,
  });
  await crm.leads.create({
    csPersonId: a.member.id,
    brandId: acme,
    clientName: 'Asha, "the" Rao',
    stage: 'Won',
    mobileNumber: '+91 98765 43210',
  });
  await crm.leads.create({
    csPersonId: a.member.id,
    brandId: globex,
    clientName: 'Bela',
    stage: 'New',
    estimatedValue: 7,
  });
  // Enough plain rows for several cursor batches, written in one statement.
  await withTenant(app.deps.db, a.company.id, (tx) =>
    tx.execute(
      sql`insert into ${tenantTables.leads} (brand_id, client_name, stage) select ${globex}, 'Bulk ' || n, 'Contacted' from generate_series(1, ${FETCH_ROWS * 2 + 50}) n`,
    ),
  );
  await crmOf(b).brands.create({ name: 'Other company brand' });
});

describe('cells', () => {
  it('neutralises text that starts like a formula, and only that', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralise(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(neutralise('a=1')).toBe('a=1');
    expect(cellText('-12.50', 'number')).toBe('-12.50');
    expect(cellText('-1+2', 'number')).toBe("'-1+2");
    expect(cellText(null, 'text')).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'two\nlines'])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
    expect(parseCsv(csvRow(['a', 'b,c', 'say "hi"', 'two\r\nlines']))).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
    ]);
  });
});

describe('XLSX', () => {
  it('writes a workbook that reads back cell for cell (ZIP CRCs checked)', async () => {
    const chunks: Uint8Array[] = [];
    const sheet = await startWorkbook(async (c) => void chunks.push(c), 'Leads', ['Name', 'Value'], ['text', 'number']);
    await sheet.rows([
      ['<b>&"x"</b>', '12.5'],
      ['=1+1', null],
      [null, '-3'],
    ]);
    await sheet.end();
    expect(sheetRows(Buffer.concat(chunks))).toEqual([
      ['Name', 'Value'],
      ['<b>&"x"</b>', '12.5'],
      ["'=1+1"],
      ['', '-3'],
    ]);
  });
  it("names a cell's column only after left-out empty cells, and keeps padded text as it is", async () => {
    const chunks: Uint8Array[] = [];
    const types = ['text', 'text', 'text', 'number'] as const;
    const sheet = await startWorkbook(async (c) => void chunks.push(c), 'S', ['A', 'B', 'C', 'D'], [...types]);
    await sheet.rows([
      [null, null, ' x ', '4'],
      ['a', 'b', null, '5'],
    ]);
    await sheet.end();
    const xml = readZip(Buffer.concat(chunks)).get('xl/worksheets/sheet1.xml')!;
    expect(xml).toContain(
      '<row r="2"><c r="C2" t="inlineStr"><is><t xml:space="preserve"> x </t></is></c><c><v>4</v></c></row>',
    );
    expect(xml).toContain(
      '<row r="3"><c t="inlineStr"><is><t>a</t></is></c><c t="inlineStr"><is><t>b</t></is></c><c r="D3"><v>5</v></c></row>',
    );
    expect(sheetRows(Buffer.concat(chunks)).slice(1)).toEqual([
      ['', '', ' x ', '4'],
      ['a', 'b', '', '5'],
    ]);
  });
});

describe('leads export', () => {
  it('holds exactly the filtered list in its order, neutralised, as CSV', async ({ a, exporter }) => {
    const out = memorySink();
    const filter = { stage: 'Won' as const, sort: 'clientName' as const, order: 'asc' as const };
    const result = await exporter(a, out.sink).crm.exports.leads({ ...filter, format: 'csv' });
    const list = await crmOf(a, 'team_member').leads.list({ ...filter, limit: 100 });
    const rows = parseCsv(out.text());
    expect(result.rows).toBe(2);
    expect(out.state.file).toEqual({
      filename: expect.stringMatching(/^leads-\d{4}-\d{2}-\d{2}\.csv$/),
      contentType: 'text/csv; charset=utf-8',
    });
    expect(rows[0]!.slice(0, 3)).toEqual(['Date', 'Client Name', 'Brand']);
    const names = rows.slice(1).map((r) => r[1]);
    expect(names).toEqual(list.leads.map((l) => (l.clientName.startsWith('=') ? `'${l.clientName}` : l.clientName)));
    expect(names).toEqual([`'=HYPERLINK("http://x")`, 'Asha, "the" Rao']);
    const asha = rows[2]!;
    expect(asha[4]).toBe("'+91 98765 43210");
  });

  it('streams batch by batch and waits for a slow client', async ({ a, exporter, exportConnection }) => {
    const out = memorySink();
    const release = out.hold();
    let finished = false;
    const running = exporter(a, out.sink)
      .crm.exports.leads({ stage: 'Contacted', format: 'csv' })
      .then((r) => ((finished = true), r));
    await vi.waitFor(() => expect(out.state.writes).toBe(1), { timeout: 10_000 });
    // The header is written once the first batch is in, and the second batch is fetched meanwhile.
    // Once that fetch is answered the export has nothing left to wait for but the client: an export
    // that did not wait would have written the first batch and asked for the third by then.
    await vi.waitFor(
      async () => expect(await exportConnection()).toEqual({ state: 'idle in transaction', query: 'fetch' }),
      {
        timeout: 10_000,
      },
    );
    await new Promise((r) => setImmediate(r));
    // Held at the first write (the header row): the rest is not read ahead into memory.
    expect(out.state.writes).toBe(1);
    expect(await exportConnection()).toEqual({ state: 'idle in transaction', query: 'fetch' });
    expect(finished).toBe(false);
    release();
    const result = await running;
    expect(result.rows).toBe(FETCH_ROWS * 2 + 50);
    // The header, then one write per cursor batch.
    expect(out.state.writes).toBe(1 + Math.ceil(result.rows! / FETCH_ROWS));
    expect(parseCsv(out.text())).toHaveLength(result.rows! + 1);
  });

  it('writes the same rows as XLSX, numbers as numbers', async ({ a, exporter }) => {
    const out = memorySink();
    await exporter(a, out.sink).crm.exports.leads({ search: 'acme', sort: 'clientName', order: 'asc', format: 'xlsx' });
    const rows = sheetRows(out.bytes());
    expect(rows.map((r) => r[1])).toEqual(['Client Name', `'=HYPERLINK("http://x")`, 'Asha, "the" Rao']);
    expect(rows[1]![14]).toBe('12.50');
  });

  it('never reads another company: its brands export has only its own brand', async ({ b, exporter }) => {
    const out = memorySink();
    await exporter(b, out.sink, 'owner').crm.exports.brands({ format: 'csv' });
    const rows = parseCsv(out.text());
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Other company brand']);
  });
});

describe('over /trpc', () => {
  it('answers 400: an export is a download', async ({ a }) => {
    const failure = await failureOf(crmOf(a, 'team_member').exports.leads({ format: 'csv' }));
    expect(failure.code).toBe('BAD_REQUEST');
  });

  it('refuses an unknown format, naming the field', async ({ a, exporter }) => {
    const out = memorySink();
    const failure = await failureOf(exporter(a, out.sink).crm.exports.leads({ format: 'pdf' as 'csv' }));
    expect(failure.errors?.map((e) => e.path)).toEqual(['format']);
    expect(out.state.file).toBeUndefined();
  });
});
