/** Cell conversion: spreadsheet habits accepted, everything else named. */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { convertCell } from './cells';
import type { ImportField } from './fields';

const m = MESSAGES.crm.imports;
const f = (type: ImportField['type'], extra: Partial<ImportField> = {}): ImportField => ({
  key: 'x',
  label: 'X',
  type,
  required: false,
  ...extra,
});

describe('convertCell', () => {
  it('reads numbers with separators and currency, refuses words and out-of-range values', () => {
    expect(convertCell(f('money'), '₹1,50,000.50')).toEqual({ value: 150000.5 });
    expect(convertCell(f('money'), '$1,500')).toEqual({ value: 1500 });
    expect(convertCell(f('money'), 'lots')).toEqual({ error: m.badNumber('X') });
    expect(convertCell(f('money'), '-3')).toHaveProperty('error');
    expect(convertCell(f('integer', { min: 5, max: 10 }), '7.5')).toEqual({ error: m.badNumber('X') });
    expect(convertCell(f('number', { max: 10 }), '11')).toHaveProperty('error');
  });

  it('reads calendar dates and date-times, refuses impossible ones naming the field and the cell', () => {
    expect(convertCell(f('date'), '2026-2-3')).toEqual({ value: '2026-02-03' });
    expect(convertCell(f('date'), '2026/12/31')).toEqual({ value: '2026-12-31' });
    expect(convertCell(f('date'), '03/02/2026')).toEqual({ value: '2026-02-03' });
    expect(convertCell(f('date'), '2026-02-30')).toEqual({ error: m.badDate('X', '2026-02-30') });
    expect(m.badDate('X', '2026-02-30')).toBe(
      'X: "2026-02-30" is not a date. Write it as 27/11/2026 (day first), 2026-11-27 or 27 Nov 2026',
    );
    expect(convertCell(f('datetime'), '2026-05-01 14:30')).toEqual({ value: '2026-05-01T14:30:00.000Z' });
    expect(convertCell(f('datetime'), '2026-05-01T10:00+05:30')).toEqual({ value: '2026-05-01T04:30:00.000Z' });
    expect(convertCell(f('datetime'), '2026-05-01 25:00')).toEqual({ error: m.badDateTime('X', '2026-05-01 25:00') });
  });

  it('reads times without a zone on the company clock, the company way round', () => {
    const kolkata = { order: 'day-first', timeZone: 'Asia/Kolkata' } as const;
    expect(convertCell(f('datetime'), '03/02/2026 14:30', kolkata)).toEqual({ value: '2026-02-03T09:00:00.000Z' });
    const us = { order: 'month-first', timeZone: 'America/New_York' } as const;
    expect(convertCell(f('date'), '03/02/2026', us)).toEqual({ value: '2026-03-02' });
    expect(convertCell(f('datetime'), '03/02/2026 2:30 PM', us)).toEqual({ value: '2026-03-02T19:30:00.000Z' });
  });

  it('matches select values by value or label in any case, with the lead stage aliases', () => {
    const select = f('select', { options: [{ label: 'Gold Tier', value: 'gold' }] });
    expect(convertCell(select, 'GOLD TIER')).toEqual({ value: 'gold' });
    expect(convertCell(select, 'gold')).toEqual({ value: 'gold' });
    expect(convertCell(select, 'silver')).toEqual({ error: m.notOption('X', 'Gold Tier') });
    const stage = f('select', { key: 'stage', options: [{ label: 'Won', value: 'Won' }] });
    expect(convertCell(stage, 'Closed Won')).toEqual({ value: 'Won' });
  });

  it('checks emails, phones, web addresses and booleans', () => {
    expect(convertCell(f('email'), 'Ravi@Example.COM')).toEqual({ value: 'ravi@example.com' });
    expect(convertCell(f('email'), 'ravi at example')).toEqual({ error: m.badEmail('X') });
    expect(convertCell(f('phone'), '+91 98765 43210')).toEqual({ value: '+91 98765 43210' });
    expect(convertCell(f('phone'), 'call me')).toEqual({ error: m.badPhone('X') });
    expect(convertCell(f('url'), 'example.com')).toEqual({ value: 'example.com' });
    expect(convertCell(f('url'), 'not a url')).toEqual({ error: m.badUrl('X') });
    expect(convertCell(f('boolean'), 'Yes')).toEqual({ value: true });
    expect(convertCell(f('boolean'), 'maybe')).toEqual({ error: m.badBoolean('X') });
  });

  it('keeps formula-like text as text and drops the apostrophe our exports add', () => {
    expect(convertCell(f('text'), '=HYPERLINK("x")')).toEqual({ value: '=HYPERLINK("x")' });
    expect(convertCell(f('text'), "'=1+1")).toEqual({ value: '=1+1' });
    expect(convertCell(f('text'), "'plain")).toEqual({ value: "'plain" });
  });

  it('refuses control characters and over-long text', () => {
    expect(convertCell(f('text'), 'a\u0007b')).toEqual({ error: m.controlCharacters('X') });
    expect(convertCell(f('text'), 'line\nbreak')).toEqual({ error: m.controlCharacters('X') });
    expect(convertCell(f('notes'), 'line\nbreak')).toEqual({ value: 'line\nbreak' });
    expect(convertCell(f('text'), 'x'.repeat(501))).toEqual({ error: m.tooLong('X', 500) });
  });
});
