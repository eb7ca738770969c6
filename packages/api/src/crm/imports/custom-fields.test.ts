/** Imports fill the custom fields of leads, meetings and enquiries, each value checked by its field. */
import { describe, expect, it } from 'vitest';

import { crmOf } from '../test-fixtures';
import { importFixture, runQueued, uploadCsv } from './test-fixtures';

const f = importFixture('icf');

describe('custom fields in an import', () => {
  it('maps a lead field by its label, stores its values and refuses a bad one on its row', async () => {
    const columns = crmOf(f.a).customColumns;
    await columns.create({
      entity: 'lead',
      name: 'region',
      label: 'Sales Region',
      type: 'select',
      options: [{ label: 'North' }],
    });
    await columns.create({
      entity: 'lead',
      name: 'seats',
      label: 'Seats',
      type: 'number',
      validation: { maxValue: 500 },
    });
    const csv = 'Client Name,Brand,Sales Region,Seats\nAsha,Zenith Foods,North,12\nBina,Zenith Foods,north,9000\n';
    const { import: imp } = await uploadCsv(f.a, 'lead', csv);
    expect(imp.mapping).toEqual(['clientName', 'brand', 'region', 'seats']);
    await crmOf(f.a).imports.start({ id: imp.id, commitMode: 'valid' });
    await runQueued(f.app, f.a.company.id);
    const done = (await crmOf(f.a).imports.get({ id: imp.id })).import;
    expect(done.counts).toMatchObject({ created: 1, failed: 1 });
    const { leads } = await crmOf(f.a).leads.list({ search: 'Asha' });
    expect(leads[0]!.customFields).toEqual({ region: 'north', seats: 12 });
  });

  it('fills an enquiry’s boolean field, and leaves the other company’s fields out of its mapping', async () => {
    await crmOf(f.a).customColumns.create({ entity: 'enquiry', name: 'renewal', label: 'Renewal', type: 'boolean' });
    const { leads } = await crmOf(f.a).leads.list({ search: 'Asha' });
    const csv = `Lead,Requirement,Renewal\n${leads[0]!.id},New site,yes\n`;
    const { import: imp } = await uploadCsv(f.a, 'enquiry', csv);
    expect(imp.mapping).toEqual(['lead', 'requirement', 'renewal']);
    await crmOf(f.a).imports.start({ id: imp.id });
    await runQueued(f.app, f.a.company.id);
    const { enquiries } = await crmOf(f.a).enquiries.list({ leadId: leads[0]!.id });
    expect(enquiries[0]!.customFields).toEqual({ renewal: true });
    const theirs = await uploadCsv(f.b, 'enquiry', csv);
    expect(theirs.import.mapping).toEqual(['lead', 'requirement', null]);
  });
});
