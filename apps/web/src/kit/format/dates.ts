/**
 * The product's one date format and one date-time format (defined in @app/contracts, shared with
 * the server's messages): '26 Nov 2026' and '26 Nov 2026, 09:00' (a time alone '09:00', 24-hour),
 * in one fixed form as the company has no locale setting.
 *
 * Moments (ISO instants) are shown on the company's clock in the company portal (display-zone.ts),
 * or in the zone a caller names; a calendar date ('YYYY-MM-DD') names a day, never shifted.
 */
import {
  displayDate,
  displayDateTime,
  displayTime,
  LONG_MONTHS,
  MESSAGES,
  SHORT_MONTHS,
  wallClock,
  type WallClock,
} from '@app/contracts';

import { displayTimeZone } from './display-zone';

const t = MESSAGES.web.time;

export type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A Date, or undefined for empty and unparseable input. */
export function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    value instanceof Date ? value : new Date(DATE_ONLY.test(String(value)) ? `${String(value)}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar date stays on its day; a moment is read in the named zone, else the display zone. */
function wall(value: DateInput, timeZone: string | undefined): WallClock | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  const calendarDay = typeof value === 'string' && DATE_ONLY.test(value);
  return wallClock(date, calendarDay ? 'UTC' : (timeZone ?? displayTimeZone()));
}

/** '26 Nov 2026'; '-' when empty. */
export function formatDate(value: DateInput, timeZone?: string): string {
  const w = wall(value, timeZone);
  return w ? displayDate(w) : t.emptyDate;
}

/** '26 Nov 2026, 09:00'; '-' when empty. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const w = wall(value, timeZone);
  return w ? displayDateTime(w) : t.emptyDate;
}

/** '09:00'; '-' when empty. */
export function formatTime(value: DateInput, timeZone?: string): string {
  const w = wall(value, timeZone);
  return w ? displayTime(w) : t.emptyDate;
}

/** '26 November 2026': the same date written out, for headings (a timeline's days). */
export function formatLongDate(value: DateInput, timeZone?: string): string {
  const w = wall(value, timeZone);
  return w ? `${w.day} ${LONG_MONTHS[w.month]} ${w.year}` : t.emptyDate;
}

/** '26 Nov': the date without its year, where the year is plain around it (a chart's axis). */
export function formatDayMonth(value: DateInput, timeZone?: string): string {
  const w = wall(value, timeZone);
  return w ? `${w.day} ${SHORT_MONTHS[w.month]}` : t.emptyDate;
}

/**
 * The same formats for the date pickers' fields (Mantine's `valueFormat`, dayjs tokens), so a date
 * reads the same typed in a form as shown in a list.
 */
export const DATE_INPUT_FORMAT = 'D MMM YYYY';
export const DATE_TIME_INPUT_FORMAT = 'D MMM YYYY, HH:mm';

/** A meeting's time: the one time format. */
export const formatMeetingTime = formatTime;

/** A meeting's date and time: the one date-time format. */
export const formatMeetingDateTime = formatDateTime;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Just now' under a minute, then 'N minutes ago', 'N hours ago', 'N days ago'. */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return t.emptyDate;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return t.justNow;
  if (elapsed < HOUR) return t.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return t.hoursAgo(Math.floor(elapsed / HOUR));
  return t.daysAgo(Math.floor(elapsed / DAY));
}

/** Last login: 'Never' when there was none, else how long ago. */
export function formatLastLogin(value: DateInput, now: Date = new Date()): string {
  return toDate(value) ? formatRelativeTime(value, now) : t.never;
}
