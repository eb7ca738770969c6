/**
 * The follow-up list: leads and enquiries still open whose next follow-up date falls before the end
 * of this week (overdue ones however old), nearest first and capped, with the counts per group over
 * the whole set (bench/follow-ups measures both on 100,000 leads).
 */
import { FOLLOW_UP_LIMITS, MESSAGES, type FollowUp, type FollowUpDue, type FollowUpListInput } from '@app/contracts';
import { sql, type Executor, type SQL } from '@app/db';

import { AppError } from '../../core/errors';
import type { CompanyActor } from '../../core/middlewares/auth';
import { activeMember } from '../cs-person';
import { dueOf, type FollowUpCalendar } from './calendar';

/** Decided records need no follow-up. */
export const CLOSED = sql`('Won', 'Lost')`;

type Row = Omit<FollowUp, 'due'> & Record<string, unknown>;
type Counts = Record<FollowUpDue, number> & Record<string, unknown>;

/**
 * Whose follow-ups: the caller's own unless an owner or admin names someone (a team member may
 * name only themselves). undefined = everyone's.
 */
export async function followUpPerson(tx: Executor, actor: CompanyActor, input: FollowUpListInput) {
  // A key has no follow-ups of its own: it reads everyone's unless it names a person.
  const wanted = input.csPersonId ?? (actor.kind === 'api_key' ? 'all' : actor.id);
  if (wanted === actor.id) return actor.id;
  if (actor.role === 'team_member') throw new AppError('FORBIDDEN', MESSAGES.crm.followUps.othersForbidden);
  return wanted === 'all' ? undefined : activeMember(tx, 'csPersonId', wanted);
}

const personOf = (column: SQL, person: string | undefined) => (person ? sql`and ${column} = ${person}` : sql``);

/** Counts per group over the whole set: no joins, one pass over each table's date range. */
async function countFollowUps(tx: Executor, calendar: FollowUpCalendar, person: string | undefined) {
  const { today, weekEnd } = calendar;
  const counted = (table: SQL) => sql`
    select count(*) filter (where next_follow_up_date < ${today}) as overdue,
      count(*) filter (where next_follow_up_date = ${today}) as today,
      count(*) filter (where next_follow_up_date > ${today}) as week
    from ${table}
    where next_follow_up_date < ${weekEnd} and stage not in ${CLOSED} ${personOf(sql`cs_person_id`, person)}`;
  const [row] = await tx.execute<Counts>(sql`
    select coalesce(sum(overdue), 0)::int as overdue, coalesce(sum(today), 0)::int as today,
      coalesce(sum(week), 0)::int as week
    from (${counted(sql`leads`)} union all ${counted(sql`enquiries`)}) c`);
  return row ?? { overdue: 0, today: 0, week: 0 };
}

/**
 * The nearest LIST_MAX follow-ups: each table's nearest first (its date index, then the joins for
 * those rows only), merged.
 */
export async function listFollowUps(tx: Executor, calendar: FollowUpCalendar, person: string | undefined) {
  const { today, weekEnd } = calendar;
  const max = FOLLOW_UP_LIMITS.listMax;
  const rows = await tx.execute<Row>(sql`
    select * from (
      (select 'lead' as kind, l.id, l.id as "leadId", l.client_name as "clientName", b.name as "brandName",
        null::text as requirement, l.stage, l.next_follow_up_date::text as "nextFollowUpDate",
        l.cs_person_id as "csPersonId", u.name as "csPerson"
      from leads l
      join brands b on b.id = l.brand_id
      left join users u on u.id = l.cs_person_id
      where l.next_follow_up_date < ${weekEnd} and l.stage not in ${CLOSED} ${personOf(sql`l.cs_person_id`, person)}
      order by l.next_follow_up_date, lower(l.client_name), l.id
      limit ${max})
      union all
      (select 'enquiry', e.id, e.lead_id, l.client_name, b.name, e.requirement, e.stage,
        e.next_follow_up_date::text, e.cs_person_id, u.name
      from enquiries e
      join leads l on l.id = e.lead_id
      join brands b on b.id = l.brand_id
      left join users u on u.id = e.cs_person_id
      where e.next_follow_up_date < ${weekEnd} and e.stage not in ${CLOSED} ${personOf(sql`e.cs_person_id`, person)}
      order by e.next_follow_up_date, lower(l.client_name), e.id
      limit ${max})
    ) f
    order by f."nextFollowUpDate", lower(f."clientName"), f.id
    limit ${max}`);
  const followUps: FollowUp[] = rows.map((r) => ({ ...r, due: dueOf(r.nextFollowUpDate, calendar) }));
  return { followUps, counts: await countFollowUps(tx, calendar, person), today, weekEnd };
}
