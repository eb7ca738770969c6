const DAY_MS = 24 * 60 * 60 * 1000;

export interface WeekWindows {
  /** Sunday 00:00 of the current week. */
  currentStart: Date;
  /** Sunday 00:00 of the next week (exclusive end of the current week). */
  currentEnd: Date;
  /** Sunday 00:00 of the previous week; the previous week ends at currentStart. */
  lastStart: Date;
}

/**
 * Sunday-to-Saturday week windows in UTC (the companies have no time-zone setting yet, DESIGN §7).
 */
export function weekWindows(now: Date): WeekWindows {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const currentStart = midnight - now.getUTCDay() * DAY_MS;
  return {
    currentStart: new Date(currentStart),
    currentEnd: new Date(currentStart + 7 * DAY_MS),
    lastStart: new Date(currentStart - 7 * DAY_MS),
  };
}
