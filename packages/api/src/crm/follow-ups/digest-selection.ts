/**
 * Who gets the daily follow-up digest now, and with what. Pure, so the time-zone rules are tested
 * without a clock or a database; the job runner calls it every hour per company with the rows
 * digest-query.ts gathers and sends each (user, day) once.
 *
 * The digest is due from the company's digest hour until the end of its day: a runner that missed
 * the hour (a restart) still sends that day's digest, and never the previous day's late.
 */
import { addDays, startOfDay, zonedClock, type FollowUp } from '@app/contracts';

export interface DigestUser {
  id: string;
  name: string;
  email: string;
  optedOut: boolean;
}

/** An overdue or today's follow-up of the user's (the list's shape, without what a mail leaves out). */
export type DigestFollowUp = Pick<
  FollowUp,
  'kind' | 'id' | 'leadId' | 'clientName' | 'brandName' | 'requirement' | 'nextFollowUpDate'
> & { csPersonId: string };

export interface DigestMeeting {
  id: string;
  leadId: string;
  title: string;
  clientName: string;
  csPersonId: string;
  scheduledAt: Date;
}

export interface DigestInput {
  now: Date;
  timeZone: string;
  /** 0-23 on the company clock. */
  digestHour: number;
  users: readonly DigestUser[];
  followUps: readonly DigestFollowUp[];
  meetings: readonly DigestMeeting[];
}

export interface Digest {
  user: DigestUser;
  overdue: DigestFollowUp[];
  today: DigestFollowUp[];
  meetings: DigestMeeting[];
}

export interface DigestSelection {
  /** The company's calendar day the digests are for: with the user id, the once-only key. */
  day: string;
  /** Whether the digest hour has come on that day. */
  due: boolean;
  digests: Digest[];
}

const byDateThenClient = (a: DigestFollowUp, b: DigestFollowUp) =>
  a.nextFollowUpDate.localeCompare(b.nextFollowUpDate) || a.clientName.localeCompare(b.clientName);

export function selectDigests(input: DigestInput): DigestSelection {
  const { day, hour } = zonedClock(input.now, input.timeZone);
  const due = hour >= input.digestHour;
  if (!due) return { day, due, digests: [] };
  const dayStart = startOfDay(day, input.timeZone).getTime();
  const dayEnd = startOfDay(addDays(day, 1), input.timeZone).getTime();
  const digests: Digest[] = [];
  for (const user of input.users) {
    if (user.optedOut) continue;
    const mine = input.followUps.filter((f) => f.csPersonId === user.id).sort(byDateThenClient);
    const meetings = input.meetings
      .filter((m) => m.csPersonId === user.id)
      .filter((m) => m.scheduledAt.getTime() >= dayStart && m.scheduledAt.getTime() < dayEnd)
      .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
    const overdue = mine.filter((f) => f.nextFollowUpDate < day);
    const today = mine.filter((f) => f.nextFollowUpDate === day);
    // Nothing to do today: no mail rather than an empty one.
    if (overdue.length + today.length + meetings.length === 0) continue;
    digests.push({ user, overdue, today, meetings });
  }
  return { day, due, digests };
}
