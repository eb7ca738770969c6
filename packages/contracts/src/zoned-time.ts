/**
 * Calendar days and hours in a company's time zone (docs/architecture.md#the-web-app: "today", weeks and the digest hour
 * are the company's own). Intl only, so the server, the web app and the tests agree without a
 * date library; an instant stays a Date, a calendar day is 'YYYY-MM-DD'.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone name (IANA names such as 'Asia/Kolkata', and 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    formatOf(name);
    return true;
  } catch {
    return false;
  }
}

export interface ZonedClock {
  /** The calendar day there, 'YYYY-MM-DD'. */
  day: string;
  /** 0-23 */
  hour: number;
  minute: number;
}

/** What the wall clock shows in `timeZone` at `instant`. */
export function zonedClock(instant: Date, timeZone: string): ZonedClock {
  const parts: Record<string, string> = {};
  for (const p of formatOf(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The calendar day of `instant` in `timeZone`. */
export const dayIn = (instant: Date, timeZone: string): string => zonedClock(instant, timeZone).day;

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatOf(timeZone).formatToParts(new Date(instant))) parts[p.type] = p.value;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant `day` begins in `timeZone`. Two passes settle the offset across a DST change; where
 * midnight itself is skipped, the day begins at the first moment that exists.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  if (dayIn(new Date(guess), timeZone) < day) guess += 60 * 60 * 1000;
  return new Date(guess);
}

/**
 * The instant the wall clock in `timeZone` shows `day` at hour:minute:second (a time written
 * without a zone, read as the company's). Near a DST change the offsets before and after are
 * both tried: a time shown twice is the first one, and a time the change skips lands as far after
 * the change as it was meant after the hour (02:30 on a night that jumps 02:00 -> 03:00 is 03:30).
 */
export function zonedInstant(day: string, hour: number, minute: number, second: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1000;
  const once = wall - offsetAt(wall, timeZone);
  const twice = wall - offsetAt(once, timeZone);
  if (once === twice) return new Date(once);
  const [earlier, later] = once < twice ? [once, twice] : [twice, once];
  const readsBack = (instant: number) => instant + offsetAt(instant, timeZone) === wall;
  return new Date(readsBack(earlier) ? earlier : later);
}
