import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api/errors';
import { refusalMessageOr, serverMessageOr } from './server-message';

const trpcError = (httpStatus: number, message: string) => Object.assign(new Error(message), { data: { httpStatus } });

describe('failure texts', () => {
  it('shows a refusal as the server words it', () => {
    expect(refusalMessageOr(trpcError(400, 'Column name is required'), 'Failed')).toBe('Column name is required');
    expect(refusalMessageOr(new ApiError(409, 'CONFLICT', 'Has leads', []), 'Failed')).toBe('Has leads');
  });

  it("uses the screen's text for server faults and network failures", () => {
    expect(refusalMessageOr(trpcError(500, 'Internal server error'), 'Failed to reorder columns')).toBe(
      'Failed to reorder columns',
    );
    expect(refusalMessageOr(new TypeError('fetch failed'), 'Failed to reorder columns')).toBe(
      'Failed to reorder columns',
    );
    expect(serverMessageOr(trpcError(500, 'Internal server error'), 'Failed')).toBe('Internal server error');
  });
});
