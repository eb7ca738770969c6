import { describe, expect, it } from 'vitest';

import { dashboardWindows, growthPercent } from './windows';

describe('dashboardWindows', () => {
  it('takes calendar months in UTC, across a year boundary', () => {
    const w = dashboardWindows(new Date('2026-01-20T08:00:00Z'));
    expect(w.monthStart.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(w.nextMonthStart.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(w.lastMonthStart.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(w.last7DaysStart.toISOString()).toBe('2026-01-13T08:00:00.000Z');
  });

  it('spans 12 whole Sunday-to-Saturday weeks ending with the current one', () => {
    const w = dashboardWindows(new Date('2026-01-20T08:00:00Z')); // a Tuesday
    expect(w.chartStart.getUTCDay()).toBe(0);
    expect(w.chartEnd.toISOString()).toBe('2026-01-25T00:00:00.000Z');
    expect((w.chartEnd.getTime() - w.chartStart.getTime()) / (7 * 86_400_000)).toBe(12);
  });
});

describe('growthPercent', () => {
  it('is a whole-number change, null without a baseline', () => {
    expect(growthPercent(3, 2)).toBe(50);
    expect(growthPercent(1, 3)).toBe(-67);
    expect(growthPercent(0, 0)).toBeNull();
    expect(growthPercent(5, 0)).toBeNull();
  });
});
