import { describe, expect, it } from 'vitest';

import { weekWindows } from './week';
import { addDays, dayIn, isTimeZone, startOfDay, zonedClock, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('knows IANA names and UTC, refuses the rest', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('gives the wall-clock day and hour: 23:30 in Kolkata is already the next day', () => {
    const instant = new Date('2026-11-23T18:00:00Z');
    expect(zonedClock(instant, 'Asia/Kolkata')).toEqual({ day: '2026-11-23', hour: 23, minute: 30 });
    expect(dayIn(new Date('2026-11-23T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-23T18:30:00Z'), 'UTC')).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-23T03:00:00Z'), 'America/New_York')).toBe('2026-11-22');
  });

  it('finds the instant a day begins, across DST changes', () => {
    expect(startOfDay('2026-11-24', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    // New York: EDT (-4) until 1 November 2026, EST (-5) after.
    expect(startOfDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDay('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('reads a wall-clock time in a zone as an instant, across DST changes', () => {
    expect(zonedInstant('2026-11-27', 9, 30, 0, 'Asia/Kolkata').toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(zonedInstant('2026-11-27', 0, 0, 0, 'UTC').toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(zonedInstant('2026-07-01', 14, 0, 0, 'America/New_York').toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(zonedInstant('2026-12-01', 14, 0, 0, 'America/New_York').toISOString()).toBe('2026-12-01T19:00:00.000Z');
    // 02:30 does not exist on 8 March 2026 in New York: the clock jumps from 02:00 to 03:00.
    expect(zonedInstant('2026-03-08', 2, 30, 0, 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 November 2026 (EDT, then EST): the first one.
    expect(zonedInstant('2026-11-01', 1, 30, 0, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('moves calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('runs weeks Sunday to Saturday on the company clock', () => {
    // Saturday 2026-11-21 20:00 UTC is already Sunday 01:30 in Kolkata: a new week there.
    const now = new Date('2026-11-21T20:00:00Z');
    expect(weekWindows(now).currentStart.toISOString()).toBe('2026-11-15T00:00:00.000Z');
    const kolkata = weekWindows(now, 'Asia/Kolkata');
    expect(kolkata.currentStart.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(kolkata.currentEnd.toISOString()).toBe('2026-11-28T18:30:00.000Z');
    expect(kolkata.lastStart.toISOString()).toBe('2026-11-14T18:30:00.000Z');
  });
});
