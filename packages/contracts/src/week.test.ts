import { describe, expect, it } from 'vitest';

import { weekWindows } from './week';

describe('weekWindows', () => {
  it('starts the week on Sunday 00:00 UTC', () => {
    // Wednesday 2026-11-18 15:30 UTC
    const w = weekWindows(new Date('2026-11-18T15:30:00Z'));
    expect(w.currentStart.toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(w.currentEnd.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(w.lastStart.toISOString()).toBe('2026-11-08T00:00:00.000Z');
  });

  it('treats Sunday itself as the first day of its week', () => {
    const w = weekWindows(new Date('2026-11-22T00:00:00Z'));
    expect(w.currentStart.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('treats Saturday 23:59 as the last moment of the week', () => {
    const w = weekWindows(new Date('2026-11-21T23:59:59Z'));
    expect(w.currentStart.toISOString()).toBe('2026-11-15T00:00:00.000Z');
  });
});
