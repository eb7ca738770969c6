import { describe, expect, it } from 'vitest';

import { dayPeriod, greetingFor } from './greeting';

describe('dayPeriod', () => {
  it.each([
    [0, 'night'],
    [5, 'night'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [21, 'evening'],
    [22, 'night'],
    [23, 'night'],
  ])('hour %i is %s', (hour, period) => {
    expect(dayPeriod(hour)).toBe(period);
  });

  it('greets by the local hour', () => {
    expect(greetingFor(new Date(2025, 0, 1, 9))).toBe('Good morning');
  });
});
