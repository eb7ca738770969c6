import { describe, expect, it } from 'vitest';

import { dayKey, groupByDay } from './group';

const now = new Date('2025-03-10T15:00:00Z');
const ev = (id: number, at: string | null) => ({ id, createdAt: at, timestamp: at });

describe('dayKey', () => {
  it('reads the day in the given time zone', () => {
    const late = new Date('2025-03-10T23:30:00Z');
    expect(dayKey(late, 'UTC')).toBe('2025-03-10');
    expect(dayKey(late, 'Asia/Kolkata')).toBe('2025-03-11');
    expect(dayKey(late, 'America/New_York')).toBe('2025-03-10');
  });
});

describe('groupByDay', () => {
  it('groups consecutive events of a day, newest first as given, today as TODAY', () => {
    const groups = groupByDay(
      [
        ev(1, '2025-03-10T14:00:00Z'),
        ev(2, '2025-03-10T09:00:00Z'),
        ev(3, '2025-03-08T18:00:00Z'),
        ev(4, '2024-12-31T23:59:00Z'),
      ],
      now,
      'UTC',
    );
    expect(groups.map((g) => [g.label, g.events.map((e) => e.id)])).toEqual([
      ['TODAY', [1, 2]],
      ['8 March 2025', [3]],
      ['31 December 2024', [4]],
    ]);
  });

  it('decides "today" in the viewer time zone', () => {
    const groups = groupByDay([ev(1, '2025-03-10T20:00:00Z')], new Date('2025-03-11T01:00:00Z'), 'Asia/Kolkata');
    // 20:00Z is 01:30 on the 11th in India, the same day as "now" there.
    expect(groups[0]!.label).toBe('TODAY');
    const utc = groupByDay([ev(1, '2025-03-10T20:00:00Z')], new Date('2025-03-11T01:00:00Z'), 'UTC');
    expect(utc[0]!.label).toBe('10 March 2025');
  });

  it('reads timestamp or createdAt', () => {
    const groups = groupByDay(
      [
        { id: 1, timestamp: '2025-03-09T10:00:00Z' },
        { id: 2, createdAt: '2025-03-09T08:00:00Z' },
      ],
      now,
      'UTC',
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.events).toHaveLength(2);
  });

  it('keeps events without a readable date in the group before them', () => {
    const groups = groupByDay([ev(1, '2025-03-10T14:00:00Z'), ev(2, null), ev(3, 'not a date')], now, 'UTC');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.events.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(groupByDay([ev(1, null)], now, 'UTC')[0]!.label).toBe('-');
  });

  it('returns no groups for no events', () => {
    expect(groupByDay([], now, 'UTC')).toEqual([]);
  });
});
