import { describe, expect, it } from 'vitest';

import { activityChange, activityTitle } from './activity-text';

const entry = (kind: string, field: string | null, oldValue: string | null, newValue: string | null) => ({
  kind,
  field,
  oldValue,
  newValue,
  subject: 'Demo',
});

describe('activity text', () => {
  it('shows a stage change as from -> to', () => {
    const stage = entry('stage_changed', 'stage', 'New', 'Qualified');
    expect(activityTitle(stage)).toBe('Stage changed');
    expect(activityChange(stage)).toEqual({ from: 'New', to: 'Qualified' });
  });

  it('names the field by its form label and formats dates and money', () => {
    const followUp = entry('field_changed', 'nextFollowUpDate', null, '2026-12-01');
    expect(activityTitle(followUp)).toBe('Next Follow Up changed');
    expect(activityChange(followUp)).toEqual({ from: null, to: '1 Dec 2026' });
    expect(activityChange(entry('field_changed', 'estimatedValue', '1500', '250000'))).toEqual({
      from: '₹1,500',
      to: '₹2,50,000',
    });
    expect(activityTitle(entry('field_changed', 'csPerson', 'A', 'B'))).toBe('CS Person changed');
  });

  it('titles meetings, enquiries and notes by their subject; no move for additions', () => {
    expect(activityTitle(entry('meeting_scheduled', null, null, '2026-12-01T10:00:00Z'))).toBe(
      'Meeting scheduled: Demo',
    );
    expect(activityChange(entry('meeting_scheduled', null, null, '2026-12-01T10:00:00Z'))).toBeNull();
    expect(activityTitle(entry('proposal_sent', null, 'New', 'Quotation Sent'))).toBe('Proposal sent: Demo');
    expect(activityTitle(entry('note_added', null, null, null))).toBe('Note added: Demo');
    expect(activityChange(entry('created', null, null, 'New'))).toBeNull();
  });

  it('names the file of an import', () => {
    expect(activityTitle(entry('created_by_import', null, null, null))).toBe('Lead created by import: Demo');
    expect(activityTitle(entry('updated_by_import', null, null, null))).toBe('Lead updated by import: Demo');
    expect(activityChange(entry('updated_by_import', null, null, null))).toBeNull();
  });

  it('names a custom field by the label recorded with the change', () => {
    const change = { ...entry('field_changed', 'customFields.region', 'North', 'South'), subject: 'Region' };
    expect(activityTitle(change)).toBe('Region changed');
    expect(activityChange(change)).toEqual({ from: 'North', to: 'South' });
  });

  it('names the lead merged in', () => {
    expect(activityTitle(entry('merged', null, null, null))).toBe('Merged with the lead Demo');
    expect(activityChange(entry('merged', null, null, null))).toBeNull();
  });
});
