/** Import dates: the forms spreadsheets and people write, read the company's way round and on its clock. */
import { describe, expect, it } from 'vitest';

import { readDateTime, readDay } from './dates';

describe('readDay', () => {
  it.each([
    ['2026-11-27', '2026-11-27'],
    ['2026-1-5', '2026-01-05'],
    ['2026/11/27', '2026-11-27'],
    ['27/11/2026', '2026-11-27'],
    ['27-11-2026', '2026-11-27'],
    ['27.11.2026', '2026-11-27'],
    ['7/1/2026', '2026-01-07'],
    ['27/11/26', '2026-11-27'],
    ['27 Nov 2026', '2026-11-27'],
    ['27 November 2026', '2026-11-27'],
    ['27-Nov-26', '2026-11-27'],
    ['27th Nov, 2026', '2026-11-27'],
    ['Nov 27, 2026', '2026-11-27'],
    ['november 27 2026', '2026-11-27'],
    ['Sept 3, 2026', '2026-09-03'],
    ['Fri, 27 Nov 2026', '2026-11-27'],
    ['  27/11/2026  ', '2026-11-27'],
    ['2026-11-27 00:00:00', '2026-11-27'],
    ['2026-11-27T00:00:00.000Z', '2026-11-27'],
    // Excel's day numbers: 46353 is 27 Nov 2026, 25569 is 1 Jan 1970.
    ['46353', '2026-11-27'],
    ['25569', '1970-01-01'],
  ])('reads %s as %s', (text, day) => {
    expect(readDay(text)).toBe(day);
  });

  it('reads a date that fits both ways round day first, unless the company writes month first', () => {
    expect(readDay('03/04/2026')).toBe('2026-04-03');
    expect(readDay('03/04/2026', 'month-first')).toBe('2026-03-04');
    expect(readDay('03.04.2026', 'month-first')).toBe('2026-03-04');
  });

  it('reads a date that fits one way only that way, whatever the company writes', () => {
    expect(readDay('11/27/2026')).toBe('2026-11-27');
    expect(readDay('11/27/2026', 'month-first')).toBe('2026-11-27');
    expect(readDay('27/11/2026', 'month-first')).toBe('2026-11-27');
  });

  it.each([
    '2026-02-30',
    '31/04/2026',
    '29/02/2027',
    '13/13/2026',
    '27/11-2026',
    '27 Foo 2026',
    'Nov 31, 2026',
    '2026-11-27 14:30',
    '2026',
    '1234',
    '46353.5',
    '999999',
    'soon',
    '',
  ])('refuses %s', (text) => {
    expect(readDay(text)).toBeNull();
  });
});

describe('readDateTime', () => {
  const utc = { order: 'day-first', timeZone: 'UTC' } as const;
  const kolkata = { order: 'day-first', timeZone: 'Asia/Kolkata' } as const;

  it.each([
    ['2026-11-27 14:30', '2026-11-27T14:30:00.000Z'],
    ['2026-11-27T14:30:15', '2026-11-27T14:30:15.000Z'],
    ['27/11/2026 14:30', '2026-11-27T14:30:00.000Z'],
    ['27-11-2026 2:30 PM', '2026-11-27T14:30:00.000Z'],
    ['27.11.2026 12:05 am', '2026-11-27T00:05:00.000Z'],
    ['27 Nov 2026 12 PM', '2026-11-27T12:00:00.000Z'],
    ['Nov 27, 2026 9:00 a.m.', '2026-11-27T09:00:00.000Z'],
    ['27 Nov 2026', '2026-11-27T00:00:00.000Z'],
    ['2026-11-27T14:30:00Z', '2026-11-27T14:30:00.000Z'],
    ['2026-11-27 14:30 UTC', '2026-11-27T14:30:00.000Z'],
    ['2026-11-27T20:00+05:30', '2026-11-27T14:30:00.000Z'],
    ['2026-11-27 09:30 -0500', '2026-11-27T14:30:00.000Z'],
    ['46353.6041666667', '2026-11-27T14:30:00.000Z'],
  ])('reads %s as %s (UTC company)', (text, instant) => {
    expect(readDateTime(text, utc)).toBe(instant);
  });

  it('reads a time without a zone on the company clock, and one with a zone as written', () => {
    expect(readDateTime('27/11/2026 14:30', kolkata)).toBe('2026-11-27T09:00:00.000Z');
    expect(readDateTime('27 Nov 2026', kolkata)).toBe('2026-11-26T18:30:00.000Z');
    expect(readDateTime('46353.6041666667', kolkata)).toBe('2026-11-27T09:00:00.000Z');
    expect(readDateTime('2026-11-27T14:30:00Z', kolkata)).toBe('2026-11-27T14:30:00.000Z');
  });

  it('reads an ambiguous date the company way round', () => {
    expect(readDateTime('03/04/2026 10:00', utc)).toBe('2026-04-03T10:00:00.000Z');
    expect(readDateTime('03/04/2026 10:00', { order: 'month-first', timeZone: 'UTC' })).toBe(
      '2026-03-04T10:00:00.000Z',
    );
  });

  it.each([
    '2026-11-27 25:00',
    '2026-11-27 14:60',
    '27/11/2026 13 PM',
    '27/11/2026 0:30 PM',
    '31/11/2026 10:00',
    '14:30',
    'tomorrow at noon',
    '2026-11-27T10',
  ])('refuses %s', (text) => {
    expect(readDateTime(text, utc)).toBeNull();
  });
});
