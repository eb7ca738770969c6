import { MESSAGES } from '@app/contracts';

export type DayPeriod = 'night' | 'morning' | 'afternoon' | 'evening';

/** Periods by hour (docs/product/platform-admin.md#dashboard): 0-6 night, 6-12 morning, 12-17 afternoon, 17-22 evening, else night. */
export function dayPeriod(hour: number): DayPeriod {
  if (hour >= 0 && hour < 6) return 'night';
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

/** 'Good morning' etc. for the given moment (local time). */
export const greetingFor = (date: Date = new Date()): string => MESSAGES.web.greeting[dayPeriod(date.getHours())];
