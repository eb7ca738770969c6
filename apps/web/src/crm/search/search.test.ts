import { describe, expect, it } from 'vitest';

import { hitDetail } from './hit-detail';
import { readRecent, rememberRecent } from './recent';
import { hitHref } from './search-links';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('hitHref', () => {
  it('opens a lead on its page and the other kinds as their list searched for the label', () => {
    expect(hitHref({ kind: 'leads', id: 'a1', label: 'Asha' })).toBe('/crm/leads/a1');
    expect(hitHref({ kind: 'brands', id: 'b1', label: 'Acme & Co' })).toBe('/crm/brands?search=Acme+%26+Co');
    expect(hitHref({ kind: 'team', id: 'u1', label: 'Ada' })).toBe('/team?search=Ada');
  });
});

describe('recent items', () => {
  it('keeps the newest first, once each, at most eight', () => {
    const store = memory();
    for (let i = 0; i < 10; i += 1) rememberRecent({ kind: 'leads', id: `l${i}`, label: `L${i}`, detail: null }, store);
    rememberRecent({ kind: 'leads', id: 'l5', label: 'L5', detail: null }, store);
    const recent = readRecent(store);
    expect(recent.map((r) => r.id)).toEqual(['l5', 'l9', 'l8', 'l7', 'l6', 'l4', 'l3', 'l2']);
  });

  it('reads broken or foreign storage as empty', () => {
    expect(readRecent({ getItem: () => '{not json' })).toEqual([]);
    expect(readRecent({ getItem: () => '[{"kind":"x","id":1}]' })).toEqual([]);
    expect(readRecent(undefined)).toEqual([]);
  });
});

describe('hitDetail', () => {
  it("shows a meeting's time in the product's date-time format, on the company's clock", () => {
    const meeting = { kind: 'meetings', detail: 'Asha Rao · 2026-12-11 09:00' } as const;
    expect(hitDetail(meeting, 'UTC')).toBe('Asha Rao · 11 Dec 2026, 09:00');
    expect(hitDetail(meeting, 'Asia/Kolkata')).toBe('Asha Rao · 11 Dec 2026, 14:30');
    expect(hitDetail({ kind: 'meetings', detail: '2026-12-31 20:00' }, 'Asia/Kolkata')).toBe('1 Jan 2027, 01:30');
  });

  it('leaves the other kinds as they are', () => {
    expect(hitDetail({ kind: 'leads', detail: 'Acme · 2026-12-11 09:00' }, 'Asia/Kolkata')).toBe(
      'Acme · 2026-12-11 09:00',
    );
    expect(hitDetail({ kind: 'team', detail: null }, 'UTC')).toBeUndefined();
  });
});
