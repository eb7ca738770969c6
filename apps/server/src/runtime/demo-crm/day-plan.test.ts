import { describe, expect, it } from 'vitest';

import { planFollowUps, planMeetings } from './day-plan';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('the demo day plan', () => {
  it('gives each sales person two follow-ups due today and two overdue, on open leads only', () => {
    const rows = ['Won', 'New', 'New', 'Lost', 'Contacted', 'New', 'New'].map((stage) => ({
      stage,
      csPersonId: 'asha',
      nextFollowUpDate: null as string | null,
    }));
    const planned = planFollowUps([...rows, { stage: 'New', csPersonId: 'ravi', nextFollowUpDate: null }], NOW);
    expect(planned.map((r) => r.nextFollowUpDate)).toEqual([
      null,
      '2026-11-23',
      '2026-11-23',
      null,
      '2026-11-20',
      '2026-11-20',
      null,
      '2026-11-23',
    ]);
  });

  it('moves each person’s first scheduled meeting to later today', () => {
    const past = new Date('2026-10-01T05:00:00Z');
    const rows = [
      { status: 'Completed', csPersonId: 'asha', scheduledAt: past },
      { status: 'Scheduled', csPersonId: 'asha', scheduledAt: past },
      { status: 'Scheduled', csPersonId: 'asha', scheduledAt: past },
      { status: 'Scheduled', csPersonId: 'ravi', scheduledAt: past },
    ];
    const planned = planMeetings(rows, NOW).map((r) => r.scheduledAt.toISOString());
    expect(planned).toEqual([
      past.toISOString(),
      '2026-11-23T14:40:00.000Z',
      past.toISOString(),
      '2026-11-23T19:20:00.000Z',
    ]);
  });
});
