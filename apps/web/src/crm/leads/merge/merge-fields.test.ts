import { describe, expect, it } from 'vitest';

import { LEAD_FORM_FIELDS, MESSAGES } from '@app/contracts';

import { choiceOf, defaultChoice, mergedIntoOf, mergeFieldsInput, mergeRows, type MergeLead } from './merge-fields';

const f = MESSAGES.web.crmLeads.fields;

const lead = (patch: Partial<MergeLead>): MergeLead => ({
  id: 'a',
  _id: 'a',
  date: '2026-03-01',
  brand: 'Kaveri Foods',
  brandId: 'brand-1',
  hq: null,
  clientName: 'Asha Rao',
  mobileNumber: '+91 98450 00001',
  emailId: 'asha@kaveri.in',
  designation: null,
  linkedin: null,
  website: null,
  stage: 'New',
  outcome: 'Pending',
  priority: 'Medium',
  csPersonId: 'user-1',
  csPerson: 'Ravi',
  comment: null,
  nextFollowUpDate: null,
  estimatedValue: null,
  customFields: {},
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...patch,
});

const region = { name: 'region', label: 'Region', type: 'text' as const, options: [] };
const vip = { name: 'vip', label: 'VIP', type: 'boolean' as const, options: [] };
const size = {
  name: 'size',
  label: 'Size',
  type: 'select' as const,
  options: [
    { value: 's', label: 'Small', color: null },
    { value: 'l', label: 'Large', color: null },
  ],
};

describe('merge rows', () => {
  it('offers only the fields that differ, labelled as the lead form labels them, in its order', () => {
    const keep = lead({ hq: 'Pune', estimatedValue: 5000 });
    const other = lead({
      id: 'b',
      mobileNumber: '+91 98450 00002',
      hq: 'Pune ',
      brand: 'Other',
      brandId: 'brand-2',
      csPersonId: null,
      csPerson: null,
      estimatedValue: null,
      comment: '',
    });
    const { rows, same } = mergeRows(keep, other, []);
    expect(rows.map((r) => r.label)).toEqual([f.brand, f.mobileNumber, f.csPerson, f.estimatedValue]);
    expect(same).toBe(12);
    expect(rows[0]).toMatchObject({ keep: { value: 'brand-1', text: 'Kaveri Foods' }, other: { text: 'Other' } });
    expect(rows[2]?.other).toEqual({ value: null, text: null });
    expect(rows[3]?.keep.text).toMatch(/5,000/);
  });

  it("offers every field of the lead form when the two differ in all, in the form's order", () => {
    const other = lead({
      date: '2026-03-02',
      brand: 'Other',
      brandId: 'brand-2',
      clientName: 'Priya Nair',
      hq: 'Pune',
      mobileNumber: '+91 98450 00002',
      emailId: 'priya@kaveri.in',
      designation: 'Buyer',
      linkedin: 'https://linkedin.com/in/priya',
      website: 'https://kaveri.in',
      stage: 'Qualified',
      outcome: 'Got Enquiry',
      priority: 'High',
      csPersonId: 'user-2',
      csPerson: 'Ada',
      nextFollowUpDate: '2026-04-01',
      estimatedValue: 900,
      comment: 'Call back',
    });
    const { rows, same } = mergeRows(lead({}), other, []);
    expect(rows.map((r) => r.key)).toEqual([...LEAD_FORM_FIELDS]);
    expect(same).toBe(0);
  });

  it('reads older stage names and dates with a time as the update would send them', () => {
    const { rows } = mergeRows(
      lead({ stage: 'Won', nextFollowUpDate: '2026-04-01' }),
      lead({ stage: 'Closed Won', nextFollowUpDate: '2026-04-01T00:00:00.000Z' }),
      [],
    );
    expect(rows).toEqual([]);
  });

  it("compares the company's fields by their value, a switch answered No being a value", () => {
    const keep = lead({ customFields: { region: 'North', size: 's', vip: false } });
    const other = lead({ customFields: { region: 'North ', size: 'l' } });
    const { rows, same } = mergeRows(keep, other, [region, size, vip]);
    expect(rows.map((r) => r.key)).toEqual(['customFields.size', 'customFields.vip']);
    expect(same).toBe(16 + 1);
    expect(rows[0]).toMatchObject({ custom: 'size', keep: { text: 'Small' }, other: { value: 'l', text: 'Large' } });
    expect(rows[1]).toMatchObject({ keep: { value: false, text: 'No' }, other: { value: null, text: null } });
  });
});

describe('choices', () => {
  it("keeps the staying lead's value unless it has none and the other has one", () => {
    const keep = lead({ hq: null, emailId: 'a@x.in', customFields: {} });
    const other = lead({ hq: 'Mysuru', emailId: null, customFields: { region: 'South' } });
    const { rows } = mergeRows(keep, other, [region]);
    expect(Object.fromEntries(rows.map((r) => [r.key, defaultChoice(r)]))).toEqual({
      hq: 'other',
      emailId: 'keep',
      'customFields.region': 'other',
    });
    expect(choiceOf(rows[0]!, { hq: 'keep' })).toBe('keep');
  });
});

describe('the merge call fields', () => {
  const keep = lead({ hq: null, mobileNumber: '111', customFields: { region: 'North' } });
  const other = lead({
    hq: 'Mysuru',
    mobileNumber: '222',
    estimatedValue: 900,
    customFields: { region: 'South', size: 'l', vip: true },
  });
  const { rows } = mergeRows(keep, other, [region, size, vip]);

  it("sends nothing when every row keeps the staying lead's value and nothing was empty", () => {
    const plain = mergeRows(lead({ mobileNumber: '111' }), lead({ mobileNumber: '222' }), []).rows;
    expect(mergeFieldsInput(plain, {})).toBeUndefined();
  });

  it("sends the other lead's values where chosen, the company's fields under customFields", () => {
    expect(mergeFieldsInput(rows, { mobileNumber: 'other', 'customFields.region': 'other' })).toEqual({
      hq: 'Mysuru',
      mobileNumber: '222',
      estimatedValue: 900,
      customFields: { region: 'South', size: 'l', vip: true },
    });
  });

  it("clears what the staying lead left empty when its empty value is kept, or the other's empty value is chosen", () => {
    expect(
      mergeFieldsInput(rows, {
        hq: 'keep',
        estimatedValue: 'keep',
        'customFields.size': 'keep',
        'customFields.vip': 'keep',
      }),
    ).toEqual({ customFields: { size: null, vip: null } });
    const back = mergeRows(other, keep, [region, size]).rows;
    expect(mergeFieldsInput(back, { hq: 'other', estimatedValue: 'other', 'customFields.size': 'other' })).toEqual({
      hq: null,
      estimatedValue: null,
      customFields: { size: null },
    });
  });
});

describe('merged into', () => {
  it("reads the survivor's id from a tRPC error's data, and nothing from other errors", () => {
    expect(mergedIntoOf({ data: { httpStatus: 404, details: { mergedInto: 'b' } } })).toBe('b');
    expect(mergedIntoOf({ data: { httpStatus: 404 } })).toBeNull();
    expect(mergedIntoOf(new Error('offline'))).toBeNull();
    expect(mergedIntoOf(null)).toBeNull();
  });
});

describe('what moves', () => {
  const t = MESSAGES.web.crmLeadMerge;
  const none = { meetings: 0, enquiries: 0, notes: 0, attachments: 0, followUps: 0 };

  it('counts each kind in plain words, leaving out the kinds with none', () => {
    expect(t.moves({ ...none, meetings: 3, notes: 1 }, 'Asha Rao')).toBe(
      '3 meetings, 1 note and the timeline move to Asha Rao',
    );
    expect(t.moves({ meetings: 1, enquiries: 2, notes: 2, attachments: 1, followUps: 3 }, 'Asha Rao')).toBe(
      '1 meeting, 2 enquiries, 2 notes, 1 attachment, 3 follow-ups and the timeline move to Asha Rao',
    );
    expect(t.moves(none, 'Asha Rao')).toBe('The timeline moves to Asha Rao');
  });
});
