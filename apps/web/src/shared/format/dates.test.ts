import { describe, expect, it } from 'vitest';

import {
  formatDate,
  formatDateTime,
  formatLastLogin,
  formatLongDate,
  formatMeetingDateTime,
  formatMeetingTime,
  formatRelativeTime,
  formatTime,
  toDate,
} from './dates';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [40 * 24 * 3_600_000, '40 days ago'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });

  it('treats a moment in the future as now', () => {
    expect(formatRelativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('shows a dash for no date', () => {
    expect(formatRelativeTime(null, now)).toBe('-');
  });
});

describe('formatLastLogin', () => {
  it('says Never without a login', () => {
    expect(formatLastLogin(null, now)).toBe('Never');
    expect(formatLastLogin('', now)).toBe('Never');
  });
  it('says how long ago otherwise', () => {
    expect(formatLastLogin(ago(2 * 3_600_000), now)).toBe('2 hours ago');
  });
});

describe('formatDate without Intl', () => {
  it('writes every day exactly as Intl en-US does, in UTC and in the local zone', () => {
    const options = { year: 'numeric', month: 'short', day: 'numeric' } as const;
    const utc = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat('en-US', options);
    const start = Date.UTC(1999, 11, 25);
    for (let i = 0; i < 400; i++) {
      const moment = new Date(start + i * 86_400_000 * 29.3 + i * 3_700_000);
      expect(formatDate(moment.toISOString(), 'UTC')).toBe(utc.format(moment));
      expect(formatDate(moment.toISOString())).toBe(local.format(moment));
      expect(formatDate(moment)).toBe(local.format(moment));
      const day = moment.toISOString().slice(0, 10);
      expect(formatDate(day)).toBe(utc.format(new Date(`${day}T00:00:00Z`)));
    }
  });
  it('leaves other zones and years to Intl', () => {
    expect(formatDate('2025-01-05T03:00:00Z', 'Asia/Kolkata')).toBe('Jan 5, 2025');
    expect(formatDate('2025-01-05T03:00:00Z', 'America/Los_Angeles')).toBe('Jan 4, 2025');
    const old = new Date(Date.UTC(500, 0, 1));
    expect(formatDate(old, 'UTC')).toBe(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        old,
      ),
    );
  });
});

describe('formatDate', () => {
  it('formats en-US dates', () => {
    expect(formatDate('2025-01-05T10:00:00Z', 'UTC')).toBe('Jan 5, 2025');
    expect(formatLongDate('2025-01-05T10:00:00Z', 'UTC')).toBe('January 5, 2025');
  });
  it('keeps a calendar date on its day in any time zone', () => {
    expect(formatDate('2025-01-05', 'America/Los_Angeles')).toBe('Jan 5, 2025');
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
  });
  it.each([null, undefined, '', 'not a date'])('shows a dash for %s', (value) => {
    expect(formatDate(value)).toBe('-');
    expect(formatDateTime(value)).toBe('-');
    expect(toDate(value)).toBeUndefined();
  });
  it('formats date and time', () => {
    expect(formatDateTime('2025-01-05T15:04:00Z', 'UTC')).toBe('Jan 5, 2025, 3:04 PM');
    expect(formatTime('2025-01-05T15:04:00Z', 'UTC')).toBe('3:04 PM');
  });
  it('formats meeting times in 12-hour en-IN', () => {
    expect(formatMeetingTime('2025-01-05T15:04:00Z', 'UTC').toLowerCase().replace(/\s/g, ' ')).toBe('3:04 pm');
    // The meetings list's Scheduled column: date and time, en-IN, 12-hour (spec 002 §2.5).
    expect(formatMeetingDateTime('2025-01-05T15:04:00Z', 'UTC').toLowerCase().replace(/\s/g, ' ')).toBe(
      '5 jan 2025, 3:04 pm',
    );
    expect(formatMeetingDateTime(null)).toBe('-');
  });
});
