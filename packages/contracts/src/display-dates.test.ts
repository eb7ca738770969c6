import { describe, expect, it } from 'vitest';

import { formatDay, formatMoment, wallClock } from './display-dates';

describe('the display formats', () => {
  it('write a calendar day and a moment on a named clock', () => {
    expect(formatDay('2026-11-26')).toBe('26 Nov 2026');
    expect(formatDay('2027-09-03')).toBe('3 Sep 2027');
    expect(formatMoment(new Date('2026-11-26T03:30:00Z'), 'Asia/Kolkata')).toBe('26 Nov 2026, 09:00');
    expect(formatMoment(new Date('2026-11-26T20:00:00Z'), 'Asia/Kolkata')).toBe('27 Nov 2026, 01:30');
    expect(formatMoment(new Date('2026-07-01T13:05:00Z'), 'America/New_York')).toBe('1 Jul 2026, 09:05');
    expect(formatMoment(new Date('2026-11-26T00:00:00Z'), 'UTC')).toBe('26 Nov 2026, 00:00');
  });

  it('read the same wall clock from the Date itself and from the zoned clock', () => {
    for (let i = 0; i < 200; i++) {
      const moment = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000 * 3.7 + i * 997_000);
      expect(wallClock(moment, 'UTC')).toEqual(wallClock(moment, 'Etc/UTC'));
    }
  });
});
