import { describe, expect, it } from 'vitest';

import { crmFigures, crmNote, healthRows } from './dashboard-model';

describe('crmFigures', () => {
  it('shows a dash for every CRM figure while there is no summary', () => {
    const figures = crmFigures(undefined);
    expect(figures.available).toBe(false);
    expect(
      new Set(
        Object.entries(figures)
          .filter(([k]) => k !== 'available')
          .map(([, v]) => v),
      ),
    ).toEqual(new Set(['—']));
  });

  it('formats counts and rupees without decimals, and the average enquiry value', () => {
    const figures = crmFigures({
      totalBrands: 1200,
      totalLeads: 7,
      totalMeetings: 3,
      totalEnquiries: 3,
      totalLeadValue: 250000.75,
      totalEnquiryValue: 100000,
    });
    expect(figures).toMatchObject({
      available: true,
      totalBrands: '1,200',
      totalLeads: '7',
      leadValue: '₹2,50,001',
      enquiryValue: '₹1,00,000',
      avgEnquiryValue: '₹33,333',
    });
  });

  it('gives an average of zero rupees when there are no enquiries', () => {
    const figures = crmFigures({
      totalBrands: 0,
      totalLeads: 0,
      totalMeetings: 0,
      totalEnquiries: 0,
      totalLeadValue: 0,
      totalEnquiryValue: 0,
    });
    expect(figures.avgEnquiryValue).toBe('₹0');
  });
});

describe('crmNote', () => {
  it('says loading, then failed, and nothing once the figures are there', () => {
    expect(crmNote({ isPending: true, isError: false, hasSummary: false })).toBe('Loading CRM figures...');
    expect(crmNote({ isPending: false, isError: true, hasSummary: false })).toBe('CRM figures could not be loaded.');
    expect(crmNote({ isPending: false, isError: false, hasSummary: true })).toBe('');
    // A failed refresh keeps the figures already shown.
    expect(crmNote({ isPending: false, isError: true, hasSummary: true })).toBe('');
  });
});

describe('healthRows', () => {
  const at = '2026-01-05T15:04:00.000Z';
  it('reports each check as it is, and the mail mode', () => {
    const rows = healthRows({
      database: { ok: true, checkedAt: at },
      storage: { ok: false, checkedAt: at },
      mail: { ok: true, mode: 'console', checkedAt: at },
    });
    expect(rows.map((r) => [r.key, r.ok, r.status])).toEqual([
      ['database', true, 'Working'],
      ['storage', false, 'Not working'],
      ['mail', true, 'Console only'],
    ]);
    expect(rows[0]?.checkedText).toMatch(/^Checked \d{2}:\d{2}$/);
  });

  it('says Sending for SMTP mail and Not working when mail fails', () => {
    const mail = (ok: boolean) =>
      healthRows({
        database: { ok: true, checkedAt: at },
        storage: { ok: true, checkedAt: at },
        mail: { ok, mode: 'smtp', checkedAt: at },
      })[2]?.status;
    expect(mail(true)).toBe('Sending');
    expect(mail(false)).toBe('Not working');
  });
});
