/**
 * An import reads dates the company's way: the common written forms, day first when either way
 * fits, times without a zone on the company's clock (its time zone), in the preview as in the run.
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { crmOf } from '../test-fixtures';
import { importFixture, LEAD_HEADER, runQueued, uploadCsv } from './test-fixtures';

const m = MESSAGES.crm.imports;
const f = importFixture('imp-dates');

describe('dates in an import', () => {
  it('reads the common forms on the company clock and names the cell it cannot read', async () => {
    await f.app.deps.db
      .update(platformTables.companies)
      .set({ timeZone: 'Asia/Kolkata' })
      .where(eq(platformTables.companies.id, f.a.company.id));
    const leads = await uploadCsv(f.a, 'lead', `${LEAD_HEADER}Mia,Zenith Foods,mia@m.com,,New\n`);
    await crmOf(f.a).imports.start({ id: leads.import.id });
    await runQueued(f.app, f.a.company.id);

    const text =
      'Lead Email,Scheduled At,Next Follow-up Date\n' +
      'mia@m.com,27/11/2026 14:30,03/04/2027\n' +
      'mia@m.com,Nov 28 2026 9:00 AM,28 Nov 2026\n' +
      'mia@m.com,2026-11-29T10:00:00Z,46388\n' +
      'mia@m.com,31/11/2026 10:00,27.13.2026\n';
    const { import: imp } = await uploadCsv(f.a, 'meeting', text);
    const { preview } = await crmOf(f.a).imports.preview({ id: imp.id });
    expect(preview).toMatchObject({ valid: 3, failed: 1 });
    expect(preview.rows.map((r) => [r.values.scheduledAt, r.values.nextFollowUpDate])).toEqual([
      ['2026-11-27T09:00:00.000Z', '2027-04-03'],
      ['2026-11-28T03:30:00.000Z', '2026-11-28'],
      ['2026-11-29T10:00:00.000Z', '2027-01-01'],
    ]);
    expect(preview.errors).toEqual([
      { line: 5, field: 'Scheduled At', message: m.badDateTime('Scheduled At', '31/11/2026 10:00') },
      { line: 5, field: 'Next Follow-up Date', message: m.badDate('Next Follow-up Date', '27.13.2026') },
    ]);

    await crmOf(f.a).imports.start({ id: imp.id, commitMode: 'valid' });
    await runQueued(f.app, f.a.company.id);
    const meetings = (await crmOf(f.a).meetings.list({ limit: 10, sort: 'scheduledDate', order: 'asc' })).meetings;
    expect(meetings.map((x) => x.scheduledDate)).toEqual([
      '2026-11-27T09:00:00.000Z',
      '2026-11-28T03:30:00.000Z',
      '2026-11-29T10:00:00.000Z',
    ]);
  });
});
