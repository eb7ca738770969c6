import { describe, expect, it } from 'vitest';

import { SECURITY_LOG } from '@app/contracts';

import { boundedDetail, boundedText } from './bounds';

describe('boundedText', () => {
  it('cuts to a number of characters, not UTF-16 units, and turns control characters into spaces', () => {
    expect(boundedText('Mozilla\u0000/5.0\r\n(X11)', 100)).toBe('Mozilla /5.0 (X11)');
    expect(boundedText('😀'.repeat(10), 4)).toBe('😀😀😀😀');
    expect(boundedText('  ', 10)).toBeNull();
    expect(boundedText(undefined, 10)).toBeNull();
  });
});

describe('boundedDetail', () => {
  it('keeps small details as they are', () => {
    expect(boundedDetail({ list: 'leads', rows: 3, complete: true, ids: ['a'] })).toEqual({
      list: 'leads',
      rows: 3,
      complete: true,
      ids: ['a'],
    });
    expect(boundedDetail(undefined)).toEqual({});
  });

  it('cuts long strings, drops what JSON cannot hold, and the NUL character', () => {
    const out = boundedDetail({ name: 'x'.repeat(1000), nothing: undefined, bad: Number.NaN, nul: 'a\u0000b' });
    expect((out.name as string).length).toBe(200);
    expect(out).not.toHaveProperty('nothing');
    expect(out.bad).toBeNull();
    expect(out.nul).toBe('a b');
  });

  it('stays within the byte bound, keeping whole entries in order and saying it cut', () => {
    const detail: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) detail[`field${i}`] = 'y'.repeat(150);
    const out = boundedDetail(detail);
    expect(Buffer.byteLength(JSON.stringify(out))).toBeLessThanOrEqual(SECURITY_LOG.detailMaxBytes);
    expect(out.truncated).toBe(true);
    expect(out.field0).toBe('y'.repeat(150));
    expect(Object.keys(out).length).toBeGreaterThan(5);
  });
});
