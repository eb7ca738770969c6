import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';

import {
  DATE_INPUT_FORMAT,
  DATE_TIME_INPUT_FORMAT,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLastLogin,
  formatLongDate,
  formatMeetingDateTime,
  formatMeetingTime,
  formatRelativeTime,
  formatTime,
  toDate,
} from './dates';
import { displayTimeZone, setDisplayTimeZone } from './display-zone';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

afterEach(() => setDisplayTimeZone(undefined));

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

describe('the one date format', () => {
  it("writes '26 Nov 2026': day, short month, year", () => {
    expect(formatDate('2026-11-26T10:00:00Z', 'UTC')).toBe('26 Nov 2026');
    expect(formatDate('2025-01-05T10:00:00Z', 'UTC')).toBe('5 Jan 2025');
    expect(formatDate('2026-09-03', 'UTC')).toBe('3 Sep 2026');
    expect(formatDayMonth('2026-11-26')).toBe('26 Nov');
    expect(formatLongDate('2026-11-26T10:00:00Z', 'UTC')).toBe('26 November 2026');
  });

  it('agrees with every day of the calendar, in UTC, in the browser zone and in named zones', () => {
    const start = Date.UTC(1999, 11, 25);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    for (let i = 0; i < 400; i++) {
      const moment = new Date(start + i * 86_400_000 * 29.3 + i * 3_700_000);
      const utc = `${moment.getUTCDate()} ${months[moment.getUTCMonth()]} ${moment.getUTCFullYear()}`;
      expect(formatDate(moment.toISOString(), 'UTC')).toBe(utc);
      expect(formatDate(moment)).toBe(`${moment.getDate()} ${months[moment.getMonth()]} ${moment.getFullYear()}`);
      const kolkata = new Date(moment.getTime() + 330 * 60_000);
      expect(formatDate(moment, 'Asia/Kolkata')).toBe(
        `${kolkata.getUTCDate()} ${months[kolkata.getUTCMonth()]} ${kolkata.getUTCFullYear()}`,
      );
      const day = moment.toISOString().slice(0, 10);
      expect(formatDate(day, 'America/Los_Angeles')).toBe(utc);
    }
  });

  it('keeps a calendar date on its day in any time zone', () => {
    expect(formatDate('2025-01-05', 'America/Los_Angeles')).toBe('5 Jan 2025');
    expect(formatDate('2025-01-05', 'Pacific/Kiritimati')).toBe('5 Jan 2025');
    expect(formatDate('2025-01-05')).toBe('5 Jan 2025');
  });

  it('reads a moment on the named clock', () => {
    expect(formatDate('2025-01-05T03:00:00Z', 'Asia/Kolkata')).toBe('5 Jan 2025');
    expect(formatDate('2025-01-05T03:00:00Z', 'America/Los_Angeles')).toBe('4 Jan 2025');
  });

  it.each([null, undefined, '', 'not a date'])('shows a dash for %s', (value) => {
    expect(formatDate(value)).toBe('-');
    expect(formatDateTime(value)).toBe('-');
    expect(formatTime(value)).toBe('-');
    expect(toDate(value)).toBeUndefined();
  });
});

describe('the one date-time format', () => {
  it("writes '26 Nov 2026, 09:00': the date, a comma, the 24-hour time", () => {
    expect(formatDateTime('2026-11-26T09:00:00Z', 'UTC')).toBe('26 Nov 2026, 09:00');
    expect(formatDateTime('2025-01-05T15:04:00Z', 'UTC')).toBe('5 Jan 2025, 15:04');
    expect(formatDateTime('2025-01-05T00:00:00Z', 'UTC')).toBe('5 Jan 2025, 00:00');
    expect(formatTime('2025-01-05T15:04:00Z', 'UTC')).toBe('15:04');
  });

  it("is the meetings' format too", () => {
    expect(formatMeetingDateTime('2026-12-17T16:00:00Z', 'UTC')).toBe('17 Dec 2026, 16:00');
    expect(formatMeetingTime('2026-12-17T16:00:00Z', 'UTC')).toBe('16:00');
    expect(formatMeetingDateTime(null)).toBe('-');
  });

  it('shows the wall clock of the zone, across its DST changes and day ends', () => {
    expect(formatDateTime('2026-11-26T03:30:00Z', 'Asia/Kolkata')).toBe('26 Nov 2026, 09:00');
    expect(formatDateTime('2026-11-26T20:00:00Z', 'Asia/Kolkata')).toBe('27 Nov 2026, 01:30');
    expect(formatDateTime('2026-07-01T13:00:00Z', 'America/New_York')).toBe('1 Jul 2026, 09:00');
    expect(formatDateTime('2026-12-01T14:00:00Z', 'America/New_York')).toBe('1 Dec 2026, 09:00');
  });
});

describe('the display zone', () => {
  it("shows moments on the company's clock when no zone is named, and calendar dates as they are", () => {
    setDisplayTimeZone('Asia/Kolkata');
    expect(displayTimeZone()).toBe('Asia/Kolkata');
    expect(formatDateTime('2026-11-26T03:30:00Z')).toBe('26 Nov 2026, 09:00');
    expect(formatDate('2026-11-26T20:00:00Z')).toBe('27 Nov 2026');
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026');
    // A zone named by the caller wins.
    expect(formatDateTime('2026-11-26T03:30:00Z', 'UTC')).toBe('26 Nov 2026, 03:30');
  });

  it('ignores a name Intl does not know, and goes back to the browser zone without one', () => {
    setDisplayTimeZone('Mars/Olympus');
    expect(displayTimeZone()).toBeUndefined();
    setDisplayTimeZone('UTC');
    setDisplayTimeZone(null);
    const moment = new Date('2026-11-26T03:30:00Z');
    const local = `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
    expect(formatTime(moment)).toBe(local);
  });
});

describe('the date pickers', () => {
  it('write a picked date and time the way the lists show them', () => {
    for (const picked of [new Date(2026, 10, 26, 9, 0), new Date(2026, 0, 5, 15, 4), new Date(2027, 8, 30, 0, 30)]) {
      expect(dayjs(picked).format(DATE_INPUT_FORMAT)).toBe(formatDate(picked));
      expect(dayjs(picked).format(DATE_TIME_INPUT_FORMAT)).toBe(formatDateTime(picked));
    }
  });
});
