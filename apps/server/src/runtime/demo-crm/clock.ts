/**
 * The demo company's clock: its time zone, its working days (Monday to Saturday, as many Indian
 * businesses work) and hours. Everything people do in the demo (a lead added, a call, a stage
 * moved, a meeting booked) happens on a working day at a working hour there, never at 04:00.
 */
import { addDays, dayIn, weekdayOf, zonedInstant } from '@app/contracts';

import type { Random } from './random';

/** The demo company is Indian: its clock, "today" and digest hour are India's. */
export const DEMO_TIME_ZONE = 'Asia/Kolkata';

/** Minutes after midnight on the company's clock. */
export const WORK = {
  /** The office day: nothing the team does is recorded outside it. */
  opens: 9 * 60,
  closes: 18 * 60 + 30,
  /** Meetings start on the hour or half hour within these, so the longest (90 min) ends by closing. */
  firstMeeting: 10 * 60,
  lastMeeting: 17 * 60,
  slotMinutes: 30,
} as const;

const SUNDAY = 0;

export interface DemoClock {
  now: Date;
  timeZone: string;
  /** The company's calendar day now, 'YYYY-MM-DD'. */
  today: string;
}

export const demoClock = (now: Date, timeZone = DEMO_TIME_ZONE): DemoClock => ({
  now,
  timeZone,
  today: dayIn(now, timeZone),
});

export const isWorkingDay = (day: string) => weekdayOf(day) !== SUNDAY;

/** `count` working days before `day` (not `day` itself), the nearest first. */
export function workingDaysBefore(day: string, count: number): string[] {
  const days: string[] = [];
  for (let d = addDays(day, -1); days.length < count; d = addDays(d, -1)) if (isWorkingDay(d)) days.push(d);
  return days;
}

/** `count` working days after `day` (not `day` itself), the nearest first. */
export function workingDaysAfter(day: string, count: number): string[] {
  const days: string[] = [];
  for (let d = addDays(day, 1); days.length < count; d = addDays(d, 1)) if (isWorkingDay(d)) days.push(d);
  return days;
}

/** `day` if people work then, else the next working day. */
export const workingDayFrom = (day: string) => (isWorkingDay(day) ? day : workingDaysAfter(day, 1)[0]!);

const NOON = 12 * 60;
const offsets = new Map<string, number>();

/**
 * How far the zone's clock is ahead of UTC during `day`'s office hours, in ms: read once per day
 * (a seed places thousands of moments on a hundred days), at noon, as clocks change at night.
 */
function officeOffset(clock: DemoClock, day: string): number {
  const key = `${clock.timeZone}|${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const noon = zonedInstant(day, NOON / 60, 0, 0, clock.timeZone).getTime();
    offset = Date.parse(`${day}T12:00:00Z`) - noon;
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant of `minutes` after midnight on `day` (a time of the office day), on the company's clock. */
export const momentAt = (clock: DemoClock, day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000 - officeOffset(clock, day));

/** A slot start (whole or half hour) between `from` and `to` minutes, both included. */
export const slotBetween = (r: Random, from: number, to: number) =>
  from + WORK.slotMinutes * r.int(0, Math.floor((to - from) / WORK.slotMinutes));

/** Minutes after midnight on the company's clock at `moment`. */
export function minutesOfDay(clock: DemoClock, moment: Date): number {
  const local = zonedInstant(dayIn(moment, clock.timeZone), 0, 0, 0, clock.timeZone);
  return Math.round((moment.getTime() - local.getTime()) / 60_000);
}

/** The meeting slots still ahead, from the first after `now` on: today's rest, then the next working days. */
export function nextMeetingSlots(clock: DemoClock, count: number): Date[] {
  const slots: Date[] = [];
  const days = [clock.today, ...workingDaysAfter(clock.today, Math.ceil(count / 4) + 2)].filter(isWorkingDay);
  for (const day of days) {
    for (let m: number = WORK.firstMeeting; m <= WORK.lastMeeting; m += WORK.slotMinutes) {
      const at = momentAt(clock, day, m);
      if (at.getTime() > clock.now.getTime()) slots.push(at);
      if (slots.length === count) return slots;
    }
  }
  return slots;
}
