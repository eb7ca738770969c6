import { afterEach, describe, expect, it, vi } from 'vitest';

import { warmUpFormatters } from './warm-up';

describe('warming up the formatters', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds them in a task of its own, not before the caller goes on', () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    warmUpFormatters();
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledWith('en-US', expect.objectContaining({ timeZone: 'UTC' }));
  });
});
