import { MESSAGES } from '@app/contracts';

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

/** A calendar date (YYYY-MM-DD) names a day, not a moment: it must not shift with the time zone. */
const zoneFor = (value: DateInput, timeZone: string | undefined) =>
  typeof value === 'string' && DATE_ONLY.test(value) ? 'UTC' : timeZone;

/**
 * One Intl.DateTimeFormat per locale, options and time zone: building one costs far more than
 * formatting with it, and a list formats the same way on every row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jan 5, 2025'; '-' when empty (spec 000 §9). */
export function formatDate(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return t.emptyDate;
  const zone = zoneFor(value, timeZone);
  // In UTC or the browser's own zone, the parts come from the Date itself, exactly as Intl writes
  // them in en-US: building the first Intl date formatter of a page costs milliseconds (ICU data),
  // and a list shows two dates a row. Other zones (and odd years) go through Intl.
  if (zone === undefined || zone === 'UTC') {
    const utc = zone === 'UTC';
    const year = utc ? date.getUTCFullYear() : date.getFullYear();
    if (year >= 1000 && year <= 9999) {
      const month = SHORT_MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
      return `${month} ${utc ? date.getUTCDate() : date.getDate()}, ${year}`;
    }
  }
  return formatterFor('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: zone,
  }).format(date);
}

/** 'January 5, 2025': the long form (timeline day headings). */
export function formatLongDate(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return t.emptyDate;
  return formatterFor('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: zoneFor(value, timeZone),
  }).format(date);
}

/** 'Jan 5, 2025, 3:04 PM'; '-' when empty. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return t.emptyDate;
  return formatterFor('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** '3:04 PM'; '-' when empty. */
export function formatTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return t.emptyDate;
  return formatterFor('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
}

/** Meeting times: en-IN, 12-hour ('3:04 pm') (DESIGN §7). */
export function formatMeetingTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return t.emptyDate;
  return formatterFor('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(date);
}

/** A meeting's date and time: en-IN, 12-hour ('23 Nov 2026, 3:04 pm') (spec 002 §2.5). */
export function formatMeetingDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return t.emptyDate;
  return formatterFor('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Just now' under a minute, then 'N minutes ago', 'N hours ago', 'N days ago' (spec 000 §9). */
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
