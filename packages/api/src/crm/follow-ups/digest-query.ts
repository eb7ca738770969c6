/**
 * The rows one company's digest selection needs, read in its tenant transaction: active users
 * with their opt-out, and per CS person the oldest open overdue or today's follow-ups and today's
 * meetings, each capped so a digest (and this read) stays bounded however far behind someone is.
 */
import { addDays, dayIn, startOfDay } from '@app/contracts';
import { sql, type Executor } from '@app/db';

import { selectDigests, type DigestFollowUp, type DigestMeeting, type DigestUser } from './digest-selection';
import { CLOSED } from './list';

export const DIGEST_LIMITS = { followUpsPerUser: 50, meetingsPerUser: 50 } as const;

/** Today's rows on the company clock (overdue follow-ups included). */
export async function digestRows(tx: Executor, now: Date, timeZone: string) {
  const today = dayIn(now, timeZone);
  const from = startOfDay(today, timeZone);
  const to = startOfDay(addDays(today, 1), timeZone);
  const users = await tx.execute<DigestUser & Record<string, unknown>>(sql`
    select id, name, email, digest_opt_out as "optedOut" from users where is_active order by id`);
  const followUps = await tx.execute<DigestFollowUp & Record<string, unknown>>(sql`
    select kind, id, "leadId", "clientName", "brandName", requirement, "csPersonId", "nextFollowUpDate" from (
      select f.*, row_number() over (partition by f."csPersonId" order by f."nextFollowUpDate", f.id) as n from (
        select 'lead' as kind, l.id, l.id as "leadId", l.client_name as "clientName", b.name as "brandName",
          null::text as requirement, l.cs_person_id as "csPersonId", l.next_follow_up_date::text as "nextFollowUpDate"
        from leads l join brands b on b.id = l.brand_id
        where l.next_follow_up_date <= ${today} and l.stage not in ${CLOSED} and l.cs_person_id is not null
        union all
        select 'enquiry', e.id, e.lead_id, l.client_name, b.name, e.requirement, e.cs_person_id,
          e.next_follow_up_date::text
        from enquiries e join leads l on l.id = e.lead_id join brands b on b.id = l.brand_id
        where e.next_follow_up_date <= ${today} and e.stage not in ${CLOSED} and e.cs_person_id is not null
      ) f
    ) ranked where n <= ${DIGEST_LIMITS.followUpsPerUser}`);
  const meetings = await tx.execute<DigestMeeting & Record<string, unknown>>(sql`
    select id, "leadId", title, "clientName", "csPersonId", "scheduledAt" from (
      select m.id, m.lead_id as "leadId", m.title, l.client_name as "clientName", m.cs_person_id as "csPersonId",
        m.scheduled_at as "scheduledAt",
        row_number() over (partition by m.cs_person_id order by m.scheduled_at, m.id) as n
      from meetings m join leads l on l.id = m.lead_id
      where m.scheduled_at >= ${from.toISOString()} and m.scheduled_at < ${to.toISOString()}
        and m.status not in ('Cancelled', 'Completed') and m.cs_person_id is not null
    ) ranked where n <= ${DIGEST_LIMITS.meetingsPerUser}`);
  return {
    users: [...users],
    followUps: [...followUps],
    meetings: meetings.map((m) => ({ ...m, scheduledAt: new Date(m.scheduledAt) })),
  };
}

/**
 * The digests one company owes now (none before its digest hour), for the job runner: call it in
 * the company's tenant transaction.
 */
export async function companyDigests(tx: Executor, company: { timeZone: string; digestHour: number }, now: Date) {
  const clock = { now, timeZone: company.timeZone, digestHour: company.digestHour };
  // Before the digest hour there is nothing to read.
  const early = selectDigests({ ...clock, users: [], followUps: [], meetings: [] });
  if (!early.due) return early;
  return selectDigests({ ...clock, ...(await digestRows(tx, now, company.timeZone)) });
}
