/** crm.imports: upload checks, mapping, preview, failing rows, roles and other companies. */
import { describe, expect, it } from 'vitest';

import { IMPORT_LIMITS, MESSAGES } from '@app/contracts';
import { eq, tenantTables, withTenant } from '@app/db';

import { PORTAL_ROLES, type PortalRole } from '../../testing/signed-in-company';
import { crmOf, failureOf } from '../test-fixtures';
import { parseCsv } from '../exports/read-back';
import {
  csvFile,
  importFixture,
  downloadFailures,
  LEAD_HEADER,
  leadCount,
  leadRows,
  runQueued,
  sentImportJobs,
  uploadCsv,
} from './test-fixtures';

const m = MESSAGES.crm.imports;
const f = importFixture('imp');

describe('upload', () => {
  it('stores the file, detects delimiter and encoding, suggests the mapping and shows samples', async () => {
    const text =
      '\uFEFFclient name;BRAND;e-mail;Notes\nAsha;Zenith Foods;asha@x.com;hi\nRavi;Zenith Foods;ravi@x.com;\n';
    const { import: imp, fields, sample, remembered } = await uploadCsv(f.a, 'lead', text);
    expect(imp).toMatchObject({ status: 'uploaded', delimiter: ';', encoding: 'utf-8', totalRows: 2, kind: 'lead' });
    expect(imp.headers).toEqual(['client name', 'BRAND', 'e-mail', 'Notes']);
    expect(imp.mapping).toEqual(['clientName', 'brand', 'emailId', 'comment']);
    expect(fields.find((f) => f.key === 'stage')?.options?.length).toBeGreaterThan(3);
    expect(sample[0]).toEqual(['Asha', 'Zenith Foods', 'asha@x.com', 'hi']);
    expect(remembered).toBe(false);
  });

  it('reads Windows-1252 files', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Client Name,Brand\nJos'),
      0xe9,
      ...new TextEncoder().encode(',Zenith Foods\n'),
    ]);
    const { import: imp, sample } = await uploadCsv(f.a, 'lead', bytes);
    expect(imp.encoding).toBe('windows-1252');
    expect(sample[0]![0]).toBe('José');
  });

  it('refuses bad files with a clear message naming the file, keeping nothing', async () => {
    const before = (await crmOf(f.a).imports.history({})).imports.length;
    const cases: [string | Uint8Array, string][] = [
      ['', m.fileEmpty],
      ['\n\n', m.noHeader],
      ['Client Name,Brand\n', m.noRows],
      ['a,b\n1,2\n3\n', m.unevenRow(3, 1, 2)],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08]), m.notCsv],
      ['asha@x.com,Zenith Foods,12\nravi@x.com,Zenith Foods,13\n', m.noHeader],
      ['Name,Name\n1,2\n', m.duplicateHeader('Name')],
      ['Name,\n1,2\n', m.blankHeader(2)],
    ];
    for (const [content, message] of cases) {
      const failure = await failureOf(uploadCsv(f.a, 'lead', content));
      expect([failure.status, failure.message], message).toEqual([400, message]);
      expect(failure.errors?.[0]?.path).toBe('file');
    }
    expect((await crmOf(f.a).imports.history({})).imports.length).toBe(before);
  });

  it('refuses a missing file and an unknown kind naming the field', async () => {
    const noFile = await failureOf(crmOf(f.a).imports.create({ kind: 'lead' } as never));
    expect(noFile.errors?.map((e) => e.path)).toContain('file');
    const badKind = await failureOf(crmOf(f.a).imports.create({ kind: 'users', file: csvFile('a\n1\n') } as never));
    expect(badKind.errors?.map((e) => e.path)).toContain('kind');
  });
});

describe('preview', () => {
  it('answers rows as stored, every row error, duplicates, and a CSV of the failing rows', async () => {
    await crmOf(f.a).leads.create({
      clientName: 'Old',
      brandId: (await crmOf(f.a).brands.dropdown()).brands[0]!.id,
      emailId: 'dup@x.com',
      csPersonId: f.a.member.id,
    });
    const text =
      'Client Name,Brand,Email,Stage,Next Follow-up Date,Estimated Value,CS Person\n' +
      'Asha,zenith foods,asha@x.com,closed won,2026-05-01,"1,500",terry teammate\n' +
      ',Zenith Foods,,,,,\n' +
      'Bad,Nope Inc,bad@x.com,Sleeping,2026-02-30,lots,Nobody\n' +
      'Again,Zenith Foods,DUP@x.com,,,,\n' +
      'Twice,Zenith Foods,asha@x.com,,,,\n';
    const { import: imp } = await uploadCsv(f.a, 'lead', text);
    const { preview } = await crmOf(f.a).imports.preview({ id: imp.id });
    expect(preview).toMatchObject({ valid: 1, duplicates: 2, failed: 2, total: 5 });
    expect(preview.rows[0]).toEqual({
      line: 2,
      values: expect.objectContaining({
        clientName: 'Asha',
        stage: 'Won',
        estimatedValue: 1500,
        nextFollowUpDate: '2026-05-01',
        outcome: 'Pending',
      }),
    });
    const byLine = (line: number) => preview.errors.filter((e) => e.line === line).map((e) => e.message);
    expect(byLine(3)).toEqual([m.required('Client Name')]);
    expect(byLine(4)).toEqual([
      m.notOption('Stage', 'New, Contacted, Qualified, Proposal, Negotiation, Got Enquiry, Won, Lost'),
      m.badDate('Next Follow-up Date', '2026-02-30'),
      m.badNumber('Estimated Value'),
      m.unknownBrand('Nope Inc'),
      m.unknownPerson('Nobody'),
    ]);
    const { file, text: csv } = await downloadFailures(f.app, f.a, imp.id);
    expect(file).toEqual({ filename: 'leads-failed-rows.csv', contentType: 'text/csv; charset=utf-8' });
    const lines = parseCsv(csv);
    expect(lines[0]).toEqual([
      'Line',
      'Client Name',
      'Brand',
      'Email',
      'Stage',
      'Next Follow-up Date',
      'Estimated Value',
      'CS Person',
      'Errors',
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.slice(0, 3)).toEqual(['4', 'Bad', 'Nope Inc']);
    expect(lines[2]!.at(-1)).toMatch(/^Stage must be one of .*No active team member "Nobody"$/);
    expect(await leadCount(f.app, f.a.company.id)).toBe(1);
  });

  it('counts a row that repeats an earlier one cell for cell as a duplicate, with or without email and mobile', async () => {
    const text =
      LEAD_HEADER +
      'Solo,Zenith Foods,,,New\n' +
      'Solo,Zenith Foods,,,New\n' +
      'Solo,Zenith Foods,,,Contacted\n' +
      ',,,,\n' +
      'Solo,Zenith Foods,,,New\n';
    const { import: imp } = await uploadCsv(f.a, 'lead', text);
    const { preview } = await crmOf(f.a).imports.preview({ id: imp.id });
    // The empty row is no row at all; the two copies of line 2 are duplicates.
    expect(preview).toMatchObject({ valid: 2, duplicates: 2, failed: 0, total: 4 });
  });

  it('checks a sent mapping and remembers the started one for the same headers', async () => {
    const text = 'Who,Company\nAsha,Zenith Foods\n';
    const { import: imp } = await uploadCsv(f.a, 'lead', text);
    expect(imp.mapping).toEqual([null, 'brand']);
    const missing = await failureOf(crmOf(f.a).imports.preview({ id: imp.id }));
    expect([missing.status, missing.message]).toEqual([400, m.mappingMissing('Client Name')]);
    await crmOf(f.a).imports.start({ id: imp.id, mapping: ['clientName', 'brand'] });
    // The start sent the job in its own transaction: the queue holds it for a runner.
    expect(await sentImportJobs(f.app)).toContain(imp.id);
    await runQueued(f.app, f.a.company.id);
    const again = await uploadCsv(f.a, 'lead', text);
    expect([again.import.mapping, again.remembered]).toEqual([['clientName', 'brand'], true]);
    const started = await failureOf(crmOf(f.a).imports.preview({ id: imp.id }));
    expect([started.status, started.message]).toEqual([409, m.notEditable]);
  });
});

describe('the failing rows file', () => {
  it('neutralises formula cells like the exports, and is the header alone when no row fails', async () => {
    const { import: imp } = await uploadCsv(f.a, 'lead', 'Client Name,Brand\n=cmd(),Nope\n+1,Zenith Foods\n', 'admin');
    const { file, text } = await downloadFailures(f.app, f.a, imp.id, 'team_member');
    expect(text.startsWith('\ufeffLine,Client Name,Brand,Errors\r\n')).toBe(true);
    expect(parseCsv(text).slice(1)).toEqual([['2', "'=cmd()", 'Nope', m.unknownBrand('Nope')]]);
    expect(file?.filename).toBe('leads-failed-rows.csv');
    const clean = await uploadCsv(f.a, 'lead', 'Client Name,Brand\nAsha,Zenith Foods\n');
    expect((await downloadFailures(f.app, f.a, clean.import.id)).text).toBe('\ufeffLine,Client Name,Brand,Errors\r\n');
  });

  it('is a download only: over /trpc it answers 400', async () => {
    const { import: imp } = await uploadCsv(f.a, 'lead', 'Client Name,Brand\nAsha,Nope\n');
    expect((await failureOf(crmOf(f.a).imports.failures({ id: imp.id }))).status).toBe(400);
  });
});

describe('roles and companies', () => {
  it('lets every company role import', async () => {
    for (const role of PORTAL_ROLES) {
      const { import: imp } = await uploadCsv(f.a, 'lead', LEAD_HEADER + leadRows(1, 'Zenith Foods', 900), role);
      await crmOf(f.a, role).imports.preview({ id: imp.id });
      expect((await crmOf(f.a, role).imports.cancel({ id: imp.id })).import.status).toBe('cancelled');
    }
  });

  it('shows an upload never started to its uploader only, and to nobody once abandoned', async () => {
    const ids = async (role: PortalRole) => (await crmOf(f.a, role).imports.history({})).imports.map((i) => i.id);
    const rows = LEAD_HEADER + leadRows(1, 'Zenith Foods', 600);
    const { import: fresh } = await uploadCsv(f.a, 'lead', rows, 'team_member');
    expect(await ids('team_member')).toContain(fresh.id);
    expect(await ids('owner')).not.toContain(fresh.id);
    // Once it has a fate (here cancelled), the company's history shows it to everyone.
    await crmOf(f.a, 'team_member').imports.cancel({ id: fresh.id });
    expect(await ids('owner')).toContain(fresh.id);

    const { import: old } = await uploadCsv(f.a, 'lead', rows, 'team_member');
    const aDayAgo = new Date(Date.now() - IMPORT_LIMITS.abandonedAfterMs - 60_000);
    await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
      tx.update(tenantTables.imports).set({ createdAt: aDayAgo }).where(eq(tenantTables.imports.id, old.id)),
    );
    expect(await ids('team_member')).not.toContain(old.id);
  });

  it('refuses callers without a session', async () => {
    const anonymous = f.app.call({ host: `${f.a.company.subdomain}.localhost` }).crm.imports;
    expect((await failureOf(anonymous.history({}))).status).toBe(401);
  });

  it("never shows or touches another company's import", async () => {
    const { import: imp } = await uploadCsv(f.a, 'lead', LEAD_HEADER + leadRows(2, 'Zenith Foods', 700));
    const other = crmOf(f.b).imports;
    const calls = [
      () => other.get({ id: imp.id }),
      () => other.preview({ id: imp.id }),
      () => downloadFailures(f.app, f.b, imp.id),
      () => other.start({ id: imp.id }),
      () => other.cancel({ id: imp.id }),
    ];
    for (const call of calls) expect((await failureOf(call())).status).toBe(404);
    expect((await other.history({})).imports).toEqual([]);
    expect((await crmOf(f.a).imports.get({ id: imp.id })).import.status).toBe('uploaded');
  });
});
