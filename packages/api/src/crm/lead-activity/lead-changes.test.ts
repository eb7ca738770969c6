/** The entries a lead edit records: one per changed field, stage as from -> to, none for no change. */
import { describe, expect, it } from 'vitest';

import { LEAD_FORM_FIELDS } from '@app/contracts';

import { entryFieldOf, leadChanges, type LeadSnapshot } from './lead-changes';
import { enquiryEntries, meetingEntries } from './record-changes';

const actor = { id: '11111111-1111-4111-8111-111111111111', name: 'Terry Teammate' };

const lead = (overrides: Partial<LeadSnapshot['lead']> = {}, names: Partial<LeadSnapshot> = {}): LeadSnapshot => ({
  lead: {
    id: 'lead-1',
    date: '2026-11-01',
    brandId: 'brand-1',
    hq: null,
    clientName: 'Asha Rao',
    mobileNumber: null,
    emailId: null,
    designation: null,
    linkedin: null,
    website: null,
    stage: 'New',
    outcome: 'Pending',
    priority: 'Medium',
    csPersonId: 'person-1',
    comment: null,
    nextFollowUpDate: null,
    estimatedValue: '1500.00',
    ...overrides,
  },
  brand: 'Acme',
  csPerson: 'Terry Teammate',
  ...names,
});

describe('leadChanges', () => {
  it('records nothing when nothing changed', () => {
    expect(leadChanges(lead(), lead(), actor)).toEqual([]);
    // The same money written differently is no change.
    expect(leadChanges(lead(), lead({ estimatedValue: '1500' }), actor)).toEqual([]);
  });

  it('records a stage change as its own kind, from -> to', () => {
    expect(leadChanges(lead(), lead({ stage: 'Qualified' }), actor)).toEqual([
      { leadId: 'lead-1', kind: 'stage_changed', field: 'stage', oldValue: 'New', newValue: 'Qualified', actor },
    ]);
  });

  it('records every changed field with its old and new value, in the form order', () => {
    const after = lead(
      { hq: 'Pune', comment: 'Call back', nextFollowUpDate: '2026-12-01', estimatedValue: null, priority: 'High' },
      {},
    );
    expect(leadChanges(lead({ hq: 'Mumbai' }), after, null)).toEqual([
      { leadId: 'lead-1', kind: 'field_changed', field: 'hq', oldValue: 'Mumbai', newValue: 'Pune', actor: null },
      { leadId: 'lead-1', kind: 'field_changed', field: 'priority', oldValue: 'Medium', newValue: 'High', actor: null },
      {
        leadId: 'lead-1',
        kind: 'field_changed',
        field: 'nextFollowUpDate',
        oldValue: null,
        newValue: '2026-12-01',
        actor: null,
      },
      {
        leadId: 'lead-1',
        kind: 'field_changed',
        field: 'estimatedValue',
        oldValue: '1500',
        newValue: null,
        actor: null,
      },
      { leadId: 'lead-1', kind: 'field_changed', field: 'comment', oldValue: null, newValue: 'Call back', actor: null },
    ]);
  });

  it('compares the brand and CS person by id and shows them by name', () => {
    const after = lead({ brandId: 'brand-2', csPersonId: 'person-2' }, { brand: 'Zenith', csPerson: 'Ada Admin' });
    expect(leadChanges(lead(), after, actor).map((e) => [e.field, e.oldValue, e.newValue])).toEqual([
      ['brand', 'Acme', 'Zenith'],
      ['csPerson', 'Terry Teammate', 'Ada Admin'],
    ]);
    // A renamed brand is not a change of the lead.
    expect(leadChanges(lead(), lead({}, { brand: 'Acme Ltd' }), actor)).toEqual([]);
  });

  it('follows every field of the lead form, in its order, references by what they show', () => {
    const after = lead(
      {
        date: '2026-11-02',
        brandId: 'brand-2',
        clientName: 'Asha R',
        hq: 'Pune',
        mobileNumber: '+91 98450 00001',
        emailId: 'asha@acme.in',
        designation: 'Buyer',
        linkedin: 'https://linkedin.com/in/asha',
        website: 'https://acme.in',
        stage: 'Qualified',
        outcome: 'Got Enquiry',
        priority: 'High',
        csPersonId: 'person-2',
        nextFollowUpDate: '2026-12-01',
        estimatedValue: '2000',
        comment: 'Call back',
      },
      { brand: 'Zenith', csPerson: 'Ada Admin' },
    );
    const fields = leadChanges(lead(), after, actor).map((e) => e.field);
    expect(fields).toEqual(LEAD_FORM_FIELDS.map(entryFieldOf));
    expect(fields).toContain('brand');
    expect(fields).toContain('csPerson');
  });
});

const meeting = { id: 'm-1', leadId: 'lead-1', title: 'Demo', scheduledAt: new Date('2026-12-01T10:00:00Z') };

describe('meetingEntries', () => {
  it('records scheduled, rescheduled and completed, and nothing for other edits', () => {
    const scheduled = { ...meeting, status: 'Scheduled' };
    expect(meetingEntries(null, scheduled, actor)).toMatchObject([
      { kind: 'meeting_scheduled', subjectId: 'm-1', subject: 'Demo', newValue: '2026-12-01T10:00:00.000Z' },
    ]);
    const moved = { ...scheduled, scheduledAt: new Date('2026-12-02T11:00:00Z') };
    expect(meetingEntries(scheduled, moved, actor)).toMatchObject([
      { kind: 'meeting_rescheduled', oldValue: '2026-12-01T10:00:00.000Z', newValue: '2026-12-02T11:00:00.000Z' },
    ]);
    expect(meetingEntries(scheduled, { ...scheduled, status: 'Completed' }, actor)).toMatchObject([
      { kind: 'meeting_completed' },
    ]);
    expect(meetingEntries(scheduled, { ...scheduled, title: 'Renamed' }, actor)).toEqual([]);
  });
});

describe('enquiryEntries', () => {
  const enquiry = { id: 'e-1', leadId: 'lead-1', title: null, requirement: 'Website', stage: 'New' };
  it('records added, stage changes and Send Proposal, and nothing for other edits', () => {
    expect(enquiryEntries(null, enquiry, actor)).toMatchObject([
      { kind: 'enquiry_added', subject: 'Website', newValue: 'New' },
    ]);
    expect(enquiryEntries(enquiry, { ...enquiry, stage: 'Negotiation' }, actor)).toMatchObject([
      { kind: 'enquiry_stage_changed', oldValue: 'New', newValue: 'Negotiation' },
    ]);
    expect(enquiryEntries(enquiry, { ...enquiry, stage: 'Quotation Sent' }, actor, true)).toMatchObject([
      { kind: 'proposal_sent', oldValue: 'New', newValue: 'Quotation Sent' },
    ]);
    expect(enquiryEntries(enquiry, { ...enquiry, requirement: 'App' }, actor)).toEqual([]);
  });
});
