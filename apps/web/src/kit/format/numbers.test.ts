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
  it('writes whole numbers exactly as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const values = [
      0,
      -0,
      1,
      -1,
      7,
      42,
      999,
      1000,
      -1000,
      12345,
      100000,
      999999,
      1000000,
      -1234567,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const value of values) expect(formatCount(value)).toBe(intl.format(value));
  });
  it('leaves other numbers to Intl', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [1234.5678, -0.5, 1e21, Number.NaN, Infinity])
      expect(formatCount(value)).toBe(intl.format(value));
  });
});
