import { describe, expect, it } from 'vitest';

import { downloadName } from './download';

describe('downloadName', () => {
  it("prefers RFC 5987's filename*, then the plain name, then the fallback", () => {
    expect(downloadName(`attachment; filename="a _ b.csv"; filename*=UTF-8''a%20%E2%80%93%20b.csv`, 'x.csv')).toBe(
      'a – b.csv',
    );
    expect(downloadName('attachment; filename="leads-2026-11-23.csv"', 'x.csv')).toBe('leads-2026-11-23.csv');
    expect(downloadName(`attachment; filename="ok.csv"; filename*=UTF-8''%E2%80`, 'x.csv')).toBe('ok.csv');
    expect(downloadName(null, 'x.csv')).toBe('x.csv');
  });
});
