/**
 * Dates and date-times as spreadsheets and people write them, read for an import (IMPORT_DATES):
 * 2026-11-27; 27/11/2026, 27-11-2026 and 27.11.2026 (day or month first, see `numericDay`);
 * 27 Nov 2026, 27-Nov-26 and Nov 27, 2026 (English month names, a leading weekday allowed); and
 * Excel's day numbers. A date-time adds a time (14:30, 2:30 PM, 14:30:15) and perhaps a zone (Z,
 * UTC, +05:30); without one, the time is on the company's clock.
 */
import { dayIn, IMPORT_DATES, zonedInstant, type ImportDateOrder } from '@app/contracts';

/** How the company writes dates: which way round, and its clock for times without a zone. */
export interface DateConvention {
  order: ImportDateOrder;
  timeZone: string;
}

export const DEFAULT_DATE_CONVENTION: DateConvention = { order: IMPORT_DATES.order, timeZone: 'UTC' };

/**
 * What an import of this company reads dates with, and its "today" (the day fields left empty
 * default to), both on the company's clock.
 */
export const companyCalendar = (timeZone: string, now: Date) => ({
  dates: { order: IMPORT_DATES.order, timeZone } satisfies DateConvention,
  today: dayIn(now, timeZone),
});

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
/** The same separator twice: 27/11/2026, 27-11-26, 27.11.2026. */
const NUMERIC = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]+)\.?,?[\s-]+(\d{4}|\d{2})$/i;
const MONTH_NAME_DAY = /^([a-z]+)\.?[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const WEEKDAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+/i;
/** Exports from databases write a date column as midnight: the time says nothing. */
const MIDNIGHT = /[T\s]00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?$/i;
const SERIAL = /^\d{5,6}(?:\.\d+)?$/;
/**
 * A time at the end of the text: hours, minutes (or AM/PM alone), seconds, a zone. What comes
 * before it is the date.
 */
const TIME =
  /^(.+?)(?:T|,?\s+)(\d{1,2})(?::(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?\s*(?:([ap])\.?m\.?)?\s*(z|utc|gmt|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Excel counts days from 30 Dec 1899 (its day 60, 29 Feb 1900, never was: later numbers agree). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
const fullYear = (text: string) => (text.length === 2 ? IMPORT_DATES.century + Number(text) : Number(text));

/** 'YYYY-MM-DD' when the day exists in the calendar (no 31 April, no 29 Feb 2027). */
function isoDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/**
 * Two numbers and a year: a first number over 12 can only be the day, a second over 12 only the
 * day; when both could be the month, the company's order decides.
 */
function numericDay(first: number, second: number, year: number, order: ImportDateOrder): string | null {
  const dayFirst = first > 12 ? true : second > 12 ? false : order === 'day-first';
  return dayFirst ? isoDay(year, second, first) : isoDay(year, first, second);
}

function serialDay(text: string): { day: string; fraction: number } | null {
  if (!SERIAL.test(text)) return null;
  const serial = Number(text);
  const whole = Math.floor(serial);
  const date = new Date(SERIAL_EPOCH + whole * DAY_MS);
  const year = date.getUTCFullYear();
  if (year < IMPORT_DATES.serialYears.from || year > IMPORT_DATES.serialYears.to) return null;
  return { day: date.toISOString().slice(0, 10), fraction: serial - whole };
}

/** A calendar day written in any of the forms above, as 'YYYY-MM-DD'; null when it is none. */
export function readDay(raw: string, order: ImportDateOrder = IMPORT_DATES.order): string | null {
  const text = raw.trim().replace(WEEKDAY, '').replace(MIDNIGHT, '').replace(/\s+/g, ' ');
  let match = YEAR_FIRST.exec(text);
  if (match) return isoDay(Number(match[1]), Number(match[3]), Number(match[4]));
  match = NUMERIC.exec(text);
  if (match) return numericDay(Number(match[1]), Number(match[3]), fullYear(match[4]!), order);
  match = DAY_MONTH_NAME.exec(text);
  if (match) {
    const month = MONTHS[match[2]!.toLowerCase()];
    return month ? isoDay(fullYear(match[3]!), month, Number(match[1])) : null;
  }
  match = MONTH_NAME_DAY.exec(text);
  if (match) {
    const month = MONTHS[match[1]!.toLowerCase()];
    return month ? isoDay(Number(match[3]), month, Number(match[2])) : null;
  }
  const serial = serialDay(text);
  return serial && serial.fraction === 0 ? serial.day : null;
}

interface Clock {
  hour: number;
  minute: number;
  second: number;
}

/** 0-23 from a 12-hour clock's hour and AM/PM; null for 0:30 PM or 13 AM. */
function hourOf(hour: number, meridiem: string | undefined): number | null {
  if (!meridiem) return hour <= 23 ? hour : null;
  if (hour < 1 || hour > 12) return null;
  return (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
}

/** Minutes east of UTC of a written zone; undefined when none is written. */
function offsetMinutes(zone: string | undefined): number | undefined {
  if (!zone) return undefined;
  if (/^(z|utc|gmt)$/i.test(zone)) return 0;
  const [, sign, hh, mm] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  return (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm ?? 0));
}

function instant(day: string, clock: Clock, offset: number | undefined, timeZone: string): string | null {
  const { hour, minute, second } = clock;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const at =
    offset === undefined
      ? zonedInstant(day, hour, minute, second, timeZone)
      : new Date(Date.parse(`${day}T00:00:00Z`) + ((hour * 60 + minute - offset) * 60 + second) * 1000);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A date and time (or a date alone: its midnight), as an ISO instant; null when it is none. */
export function readDateTime(raw: string, convention: DateConvention = DEFAULT_DATE_CONVENTION): string | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  const serial = serialDay(text);
  if (serial) {
    // Excel keeps the time as the fraction of the day, to the second once rounded.
    const seconds = Math.round(serial.fraction * 86_400);
    if (seconds >= 86_400) return null;
    const clock = { hour: Math.floor(seconds / 3600), minute: Math.floor(seconds / 60) % 60, second: seconds % 60 };
    return instant(serial.day, clock, undefined, convention.timeZone);
  }
  const match = TIME.exec(text);
  // A bare number after the date is a two-digit year (27 Nov 26), not an hour: a time has minutes or AM/PM.
  if (match && (match[3] !== undefined || match[5] !== undefined)) {
    const day = readDay(match[1]!, convention.order);
    const hour = hourOf(Number(match[2]), match[5]);
    if (!day || hour === null) return null;
    const clock = { hour, minute: Number(match[3] ?? 0), second: Number(match[4] ?? 0) };
    return instant(day, clock, offsetMinutes(match[6]), convention.timeZone);
  }
  const day = readDay(text, convention.order);
  return day ? instant(day, { hour: 0, minute: 0, second: 0 }, undefined, convention.timeZone) : null;
}
