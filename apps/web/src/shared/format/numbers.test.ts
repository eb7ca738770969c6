import { describe, expect, it } from 'vitest';

import { formatCount, formatINR } from './numbers';

describe('formatINR', () => {
  it('uses rupees, Indian grouping and no decimals', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(1999.6)).toBe('₹2,000');
    expect(formatINR('2500')).toBe('₹2,500');
  });
  it.each([null, undefined, '', 'abc'])('shows a dash for %s', (value) => {
    expect(formatINR(value)).toBe('-');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => expect(formatCount(12345)).toBe('12,345'));
});
