import { afterEach, describe, expect, it, vi } from 'vitest';

import { isTimeZone } from '@app/contracts';

import { formatINR } from './numbers';
import { warmUpFormatters } from './warm-up';

// Tests share their modules (vitest's isolate: false): another file may have built these
// formatters already, so what is checked is what the first rows find once the warm-up has run.
describe('warming up the formatters', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('queues a task of its own, after which the first zoned date and amount build nothing', () => {
    vi.useFakeTimers();
    const timer = vi.spyOn(globalThis, 'setTimeout');
    warmUpFormatters();
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
    vi.runAllTimers();
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    expect(isTimeZone('UTC')).toBe(true);
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });
});
