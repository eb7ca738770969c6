/**
 * The demo's "today" for every sales person, whenever it is seeded, on the company's clock:
 * follow-ups due today and overdue (My follow-ups, the dashboard card, the daily digest) and a
 * meeting coming up soon. It only moves dates of rows already generated, so the seeded random
 * sequence stays the same.
 */
import { nextMeetingSlots, workingDaysBefore, type DemoClock } from './clock';

const DUE_TODAY = 2;
const OVERDUE = 2;
/** Overdue follow-ups were due this many working days ago. */
const OVERDUE_BY = 3;
const OPEN = (stage: string) => stage !== 'Won' && stage !== 'Lost';

interface FollowUpRow {
  stage: string;
  csPersonId: string;
  nextFollowUpDate: string | null;
}

/** Per CS person, the first open leads get today's date, the next ones a date three working days ago. */
export function planFollowUps<T extends FollowUpRow>(rows: T[], today: string): T[] {
  const overdue = workingDaysBefore(today, OVERDUE_BY).at(-1)!;
  const given = new Map<string, number>();
  return rows.map((row) => {
    if (!OPEN(row.stage)) return row;
    const n = given.get(row.csPersonId) ?? 0;
    if (n >= DUE_TODAY + OVERDUE) return row;
    given.set(row.csPersonId, n + 1);
    return { ...row, nextFollowUpDate: n < DUE_TODAY ? today : overdue };
  });
}

interface MeetingRow {
  csPersonId: string;
  scheduledAt: Date;
}

/**
 * Per CS person, their first meeting ahead moves to the next meeting slots on the company's
 * clock, an hour apart from one person to the next: later today while the office day lasts, else
 * the next working morning. Never in the past, never outside working hours.
 */
export function planMeetings<T extends MeetingRow>(rows: T[], clock: DemoClock): T[] {
  const people = [...new Set(rows.map((r) => r.csPersonId))];
  const slots = nextMeetingSlots(clock, people.length * 2);
  const moved = new Set<string>();
  return rows.map((row) => {
    if (moved.has(row.csPersonId)) return row;
    moved.add(row.csPersonId);
    return { ...row, scheduledAt: slots[people.indexOf(row.csPersonId) * 2]! };
  });
}
