import { describe, expect, it } from 'vitest';

import { demoClock } from './clock';
import { planFollowUps, planMeetings } from './day-plan';

describe('the demo day plan', () => {
  it('gives each sales person two follow-ups due today and two overdue, on open leads only', () => {
    const rows = ['Won', 'New', 'New', 'Lost', 'Contacted', 'New', 'New'].map((stage) => ({
      stage,
      csPersonId: 'asha',
      nextFollowUpDate: null as string | null,
    }));
    // Monday 23 Nov 2026: three working days back (Monday to Saturday) is Thursday the 19th.
    const planned = planFollowUps(
      [...rows, { stage: 'New', csPersonId: 'ravi', nextFollowUpDate: null }],
      '2026-11-23',
    );
    expect(planned.map((r) => r.nextFollowUpDate)).toEqual([
      null,
      '2026-11-23',
      '2026-11-23',
      null,
      '2026-11-19',
      '2026-11-19',
      null,
      '2026-11-23',
    ]);
  });

  it("moves each person's first meeting ahead to the next slots of the office day, an hour apart", () => {
    const far = new Date('2026-12-10T05:00:00Z');
    const rows = [
      { id: 1, csPersonId: 'asha', scheduledAt: far },
      { id: 2, csPersonId: 'asha', scheduledAt: far },
      { id: 3, csPersonId: 'ravi', scheduledAt: far },
    ];
    // 15:40 in Kolkata on Monday 23 Nov: 16:00 and 17:00 are still ahead today.
    const afternoon = planMeetings(rows, demoClock(new Date('2026-11-23T10:10:00Z'), 'Asia/Kolkata'));
    expect(afternoon.map((r) => r.scheduledAt.toISOString())).toEqual([
      '2026-11-23T10:30:00.000Z',
      far.toISOString(),
      '2026-11-23T11:30:00.000Z',
    ]);
    // 16:40 there: 17:00 is the last slot of the day, the next one is Tuesday at 10:00.
    const late = planMeetings(rows, demoClock(new Date('2026-11-23T11:10:00Z'), 'Asia/Kolkata'));
    expect(late.map((r) => r.scheduledAt.toISOString())).toEqual([
      '2026-11-23T11:30:00.000Z',
      far.toISOString(),
      '2026-11-24T05:00:00.000Z',
    ]);
    // Saturday night: Sunday is off, so Monday morning.
    const weekend = planMeetings(rows, demoClock(new Date('2026-11-28T17:00:00Z'), 'Asia/Kolkata'));
    expect(weekend.map((r) => r.scheduledAt.toISOString())).toEqual([
      '2026-11-30T04:30:00.000Z',
      far.toISOString(),
      '2026-11-30T05:30:00.000Z',
    ]);
  });
});
