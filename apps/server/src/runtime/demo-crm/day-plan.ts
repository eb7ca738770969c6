/**
 * The demo's "today" for every sales person, whenever it is seeded: follow-ups due today and
 * overdue (My follow-ups, the dashboard card, the daily digest) and meetings later today. It only
 * moves dates of rows already generated, so the seeded random sequence stays the same.
 */
import { dayOf, daysBefore } from './random';

const DUE_TODAY = 2;
const OVERDUE = 2;
const OPEN = (stage: string) => stage !== 'Won' && stage !== 'Lost';

interface FollowUpRow {
  stage: string;
  csPersonId: string;
  nextFollowUpDate: string | null;
}

/** Per CS person, the first open leads get today's date, the next ones a date three days ago. */
export function planFollowUps<T extends FollowUpRow>(rows: T[], now: Date): T[] {
  const given = new Map<string, number>();
  return rows.map((row) => {
    if (!OPEN(row.stage)) return row;
    const n = given.get(row.csPersonId) ?? 0;
    if (n >= DUE_TODAY + OVERDUE) return row;
    given.set(row.csPersonId, n + 1);
    return { ...row, nextFollowUpDate: n < DUE_TODAY ? dayOf(now) : dayOf(daysBefore(now, 3)) };
  });
}

interface MeetingRow {
  status: string;
  csPersonId: string | null;
  scheduledAt: Date;
}

/**
 * Per CS person, their first scheduled meeting moves to later today (UTC, the demo company's
 * clock), spread between now and midnight so each is still upcoming.
 */
export function planMeetings<T extends MeetingRow>(rows: T[], now: Date): T[] {
  const people = [...new Set(rows.map((r) => r.csPersonId).filter((p): p is string => p !== null))];
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const step = (midnight - now.getTime()) / (people.length + 1);
  const moved = new Set<string>();
  return rows.map((row) => {
    if (row.status !== 'Scheduled' || !row.csPersonId || moved.has(row.csPersonId)) return row;
    moved.add(row.csPersonId);
    const at = now.getTime() + step * (people.indexOf(row.csPersonId) + 1);
    // On a whole minute, never before now.
    return { ...row, scheduledAt: new Date(Math.max(Math.floor(at / 60_000) * 60_000, now.getTime())) };
  });
}
