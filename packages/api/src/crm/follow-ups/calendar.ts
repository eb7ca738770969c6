/** The company's calendar for follow-ups: today and where this week ends, on the company clock. */
import { addDays, dayIn, weekdayOf, type FollowUpDue } from '@app/contracts';

export interface FollowUpCalendar {
  /** 'YYYY-MM-DD' in the company's time zone. */
  today: string;
  /** The Sunday after this week's Saturday: this week's follow-ups fall before it. */
  weekEnd: string;
}

export function followUpCalendar(now: Date, timeZone: string): FollowUpCalendar {
  const today = dayIn(now, timeZone);
  return { today, weekEnd: addDays(today, 7 - weekdayOf(today)) };
}

/** Where a follow-up date falls: before today, today, or later this week. */
export function dueOf(date: string, calendar: FollowUpCalendar): FollowUpDue {
  if (date < calendar.today) return 'overdue';
  return date === calendar.today ? 'today' : 'week';
}
