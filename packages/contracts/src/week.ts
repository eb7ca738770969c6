import { addDays, dayIn, startOfDay, weekdayOf } from './zoned-time';

export interface WeekWindows {
  /** Sunday 00:00 of the current week. */
  currentStart: Date;
  /** Sunday 00:00 of the next week (exclusive end of the current week). */
  currentEnd: Date;
  /** Sunday 00:00 of the previous week; the previous week ends at currentStart. */
  lastStart: Date;
}

/**
 * Sunday-to-Saturday week windows in the company's time zone (docs/architecture.md#the-web-app; UTC when none is given).
 */
export function weekWindows(now: Date, timeZone = 'UTC'): WeekWindows {
  const today = dayIn(now, timeZone);
  const sunday = addDays(today, -weekdayOf(today));
  return {
    currentStart: startOfDay(sunday, timeZone),
    currentEnd: startOfDay(addDays(sunday, 7), timeZone),
    lastStart: startOfDay(addDays(sunday, -7), timeZone),
  };
}
