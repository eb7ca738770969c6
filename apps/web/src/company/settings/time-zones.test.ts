import { describe, expect, it } from 'vitest';

import { zoneOptions } from './time-zones';

describe('zoneOptions', () => {
  it('puts UTC and the current zone first and shows old names under the current ones', () => {
    expect(zoneOptions('Europe/Berlin', ['Asia/Calcutta', 'Europe/Berlin', 'UTC'])).toEqual([
      'UTC',
      'Europe/Berlin',
      'Asia/Kolkata',
    ]);
  });
});
