import { describe, expect, it } from 'vitest';

import type { FollowUp } from '@app/contracts';

import { groupFollowUps, subjectOf, whoseInput } from './follow-up-groups';

const item = (id: string, due: FollowUp['due'], kind: FollowUp['kind'] = 'lead'): FollowUp => ({
  kind,
  id,
  leadId: 'l',
  clientName: `Client ${id}`,
  brandName: 'Brand',
  requirement: kind === 'enquiry' ? `Need ${id}` : null,
  stage: 'New',
  nextFollowUpDate: '2026-11-18',
  due,
  csPersonId: null,
  csPerson: null,
});

describe('follow-up groups', () => {
  it('orders overdue, today, this week and leaves empty groups out', () => {
    const groups = groupFollowUps([item('w', 'week'), item('o', 'overdue')], { overdue: 1, today: 0, week: 3 });
    expect(groups.map((g) => [g.label, g.count, g.items.map((i) => i.id)])).toEqual([
      ['Overdue', 1, ['o']],
      ['This week', 3, ['w']],
    ]);
  });

  it('names the list input and the subject', () => {
    expect(whoseInput('')).toEqual({});
    expect(whoseInput('all')).toEqual({ csPersonId: 'all' });
    expect(subjectOf(item('e', 'today', 'enquiry'))).toBe('Need e');
    expect(subjectOf(item('l', 'today'))).toBe('Client l');
  });
});
