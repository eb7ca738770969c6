/**
 * The product's one date format and one date-time format, for its screens and its messages alike:
 * '26 Nov 2026' and '26 Nov 2026, 09:00' (24-hour; a time alone '09:00'). The company has no locale
 * setting, so there is one fixed form, written from the date's numbers rather than by Intl's locale
 * data: runtimes ship different versions of it ('Sep' or 'Sept'), and a date must read the same
 * in a list, a toast and an email.
 */
import { zonedClock } from './zoned-time';

export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** What a wall clock shows; `month` 0-11. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The wall clock of `instant` in `timeZone`; the runtime's own zone when none is named. UTC and
 * the own zone come from the Date itself (no Intl: building the first formatter of a page costs
 * milliseconds, and a list formats two dates a row); any other zone from the zoned clock.
 */
export function wallClock(instant: Date, timeZone?: string): WallClock {
  if (timeZone === undefined) {
    const [year, month, day] = [instant.getFullYear(), instant.getMonth(), instant.getDate()];
    return { year, month, day, hour: instant.getHours(), minute: instant.getMinutes() };
  }
  if (timeZone === 'UTC') {
    const [year, month, day] = [instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()];
    return { year, month, day, hour: instant.getUTCHours(), minute: instant.getUTCMinutes() };
  }
  const clock = zonedClock(instant, timeZone);
  const [year, month, day] = clock.day.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, day, hour: clock.hour, minute: clock.minute };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '26 Nov 2026' */
export const displayDate = (w: WallClock) => `${w.day} ${SHORT_MONTHS[w.month]} ${w.year}`;
/** '09:00' */
export const displayTime = (w: WallClock) => `${two(w.hour)}:${two(w.minute)}`;
/** '26 Nov 2026, 09:00' */
export const displayDateTime = (w: WallClock) => `${displayDate(w)}, ${displayTime(w)}`;

/** A calendar day ('YYYY-MM-DD', which names a day, not a moment) as '26 Nov 2026'. */
export const formatDay = (day: string) => displayDate(wallClock(new Date(`${day}T00:00:00Z`), 'UTC'));

/** A moment as '26 Nov 2026, 09:00' on the clock of `timeZone` (a company's, for its messages). */
export const formatMoment = (instant: Date, timeZone: string) => displayDateTime(wallClock(instant, timeZone));
