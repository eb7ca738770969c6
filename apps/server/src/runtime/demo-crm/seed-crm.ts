/**
 * The demo company's CRM: three custom brand columns, ~30 brands, 300 leads across stages and CS
 * persons, each with the history that brought it to its stage (journeys.ts: meetings held and
 * booked, enquiries and proposals, notes, the timeline entries of it all), dated over the last
 * four months on the company's clock (clock.ts) so tiles, filters and the dashboard show real
 * figures. Built in memory from a seeded generator (the same CRM for the same moment), then bulk
 * inserted in the seeding transaction: rows valid for the CRM services.
 */
import { randomUUID } from 'node:crypto';

import { addDays, dayIn, LEAD_STAGES, PRIORITIES, startOfDay, weekdayOf, type LeadStage } from '@app/contracts';
import { activityRow } from '@app/api/crm/lead-activity/record';
import { meetingEntries } from '@app/api/crm/lead-activity/record-changes';
import { sql, tenantTables, type Executor } from '@app/db';

import { demoClock, momentAt, slotBetween, WORK, workingDayFrom, workingDaysBefore, type DemoClock } from './clock';
import { planFollowUps, planMeetings } from './day-plan';
import { insertRows } from './insert';
import { journeyOf, pathOf, type Beat, type EnquirySeed, type LeadSeed, type Person } from './journeys';
import { BRANDS, CITIES, DESIGNATIONS, FIRST_NAMES, LAST_NAMES, SEGMENTS } from './names';
import { seededRandom, type Random } from './random';

const { customColumns, brands, leads, meetings, enquiries, leadNotes, leadActivity, users } = tenantTables;

/** What the seed writes; the meetings and enquiries follow from the leads' stages (a test keeps them in step). */
export const DEMO_CRM_COUNTS = { brands: BRANDS.length, leads: 300, meetings: 371, enquiries: 118 } as const;
const SPAN_DAYS = 120;
/** How long ago, in working days, a lead at each stage was added at most: New ones are recent. */
const OLDEST: Record<LeadStage, number> = {
  New: 10,
  Contacted: 40,
  Qualified: 60,
  Proposal: 80,
  Negotiation: 90,
  'Got Enquiry': 70,
  Won: 100,
  Lost: 100,
};
const WORKING_DAYS_BACK = 100;

/** The custom columns after the built-in ones (positions 0-5): a select, a number and a date. */
const COLUMNS = [
  { name: 'segment', label: 'Segment', type: 'select', options: SEGMENTS, position: 6 },
  { name: 'annualBudget', label: 'Annual Budget', type: 'number', validation: { minValue: 0 }, position: 7 },
  { name: 'renewalDate', label: 'Renewal Date', type: 'date', position: 8 },
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const mobile = (r: Random) => `+91 9${r.int(1000, 9999)} ${r.int(10000, 99999)}`;
const money = (r: Random, min: number, max: number) => String(r.int(min / 5000, max / 5000) * 5000);
const OPEN = (stage: string) => stage !== 'Won' && stage !== 'Lost';

/** Brand i: the first two were added this week, the next two last week (the Brands tiles). */
function brandDay(r: Random, i: number, clock: DemoClock): string {
  const weekday = weekdayOf(clock.today);
  const age = i < 2 ? Math.min(i, weekday) : i < 4 ? weekday + 1 + i : r.recentDays(SPAN_DAYS);
  return addDays(clock.today, -age);
}

/** At a working hour of `day`, but never after now nor before the day began (this week's brands). */
function addedOn(r: Random, clock: DemoClock, day: string): Date {
  const at = momentAt(clock, day, slotBetween(r, WORK.opens + 30, WORK.lastMeeting));
  const dayStart = startOfDay(day, clock.timeZone).getTime();
  return new Date(Math.max(Math.min(at.getTime(), clock.now.getTime()), dayStart));
}

function brandRows(r: Random, clock: DemoClock, people: Person[]) {
  return BRANDS.map(([name, industry], i) => {
    const [city, state] = r.pick(CITIES);
    const createdAt = addedOn(r, clock, brandDay(r, i, clock));
    return {
      id: randomUUID(),
      name,
      industry,
      city,
      state,
      country: 'India',
      phone: mobile(r),
      website: `https://www.${slug(name)}.in`,
      description: `${industry} business based in ${city}.`,
      brandOwnerId: r.pick(people).id,
      customFields: {
        segment: r.pick(SEGMENTS).value,
        annualBudget: r.int(5, 200) * 100_000,
        renewalDate: addDays(clock.today, r.int(15, 300)),
      },
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const STAGE_COMMENTS: Partial<Record<LeadStage, string>> = {
  Won: 'Signed; handed over to the delivery team.',
  Lost: 'Went with another vendor.',
};

/** A lead and what it shows on the list, before its history is told. */
function leadSeed(r: Random, brandIds: string[], people: Person[]) {
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const stage = r.weighted(LEAD_STAGES, [22, 16, 14, 10, 8, 12, 10, 8]);
  const path = pathOf(r, stage);
  const youngest = path.length + 1;
  const seed: LeadSeed = {
    id: randomUUID(),
    clientName: `${first} ${last}`,
    stage,
    path,
    csPerson: r.pick(people),
    age: youngest + Math.floor((OLDEST[stage] - youngest) * r.next() ** 1.4),
    estimatedValue: money(r, 50_000, 2_500_000),
  };
  const row = {
    id: seed.id,
    brandId: r.pick(brandIds),
    hq: r.pick(CITIES)[0],
    clientName: seed.clientName,
    mobileNumber: mobile(r),
    emailId: `${first}.${last}@example.in`.toLowerCase(),
    designation: r.pick(DESIGNATIONS),
    stage,
    priority: r.weighted(PRIORITIES, [3, 5, 3, 1]),
    csPersonId: seed.csPerson.id,
    createdBy: seed.csPerson.id,
    comment:
      STAGE_COMMENTS[stage] ?? (r.next() < 0.5 ? 'Shared the company profile; waiting for their feedback.' : null),
    estimatedValue: seed.estimatedValue,
  };
  return { seed, row };
}

/**
 * Everything the demo CRM holds, the same for the same moment and team: the brands, then the
 * leads told one by one (a row's ids aside, which are random like every record's).
 */
export function demoCrmPlan(clock: DemoClock, people: Person[]) {
  const r = seededRandom(20_260_401);
  const brandList = brandRows(r, clock, people);
  const brandIds = brandList.map((b) => b.id);
  const past = workingDaysBefore(clock.today, WORKING_DAYS_BACK);
  const drawn = Array.from({ length: DEMO_CRM_COUNTS.leads }, () => leadSeed(r, brandIds, people));
  const journeys = drawn.map(({ seed }) => journeyOf(r, clock, seed, past));
  const leadRows = drawn.map(({ row }, i) => {
    const journey = journeys[i]!;
    return {
      ...row,
      date: dayIn(journey.createdAt, clock.timeZone),
      outcome: journey.outcome,
      nextFollowUpDate: OPEN(row.stage) ? workingDayFrom(addDays(clock.today, r.int(-5, 21))) : null,
      createdAt: journey.createdAt,
      updatedAt: journey.updatedAt,
    };
  });
  // The meetings booked ahead get their final time first, then the entry that booked them.
  const bookedAt = new Map(journeys.flatMap((j) => (j.upcoming ? [[j.upcoming.meeting.id, j.upcoming.bookedAt]] : [])));
  const ahead = planMeetings(
    journeys.flatMap((j) => (j.upcoming ? [j.upcoming.meeting] : [])),
    clock,
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  const bookings: Beat[] = ahead.flatMap((meeting) =>
    meetingEntries(null, meeting, byId.get(meeting.csPersonId)!).map((entry) => ({
      at: bookedAt.get(meeting.id)!,
      entry,
    })),
  );
  return {
    brands: brandList,
    leads: planFollowUps(leadRows, clock.today),
    meetings: [...journeys.flatMap((j) => j.meetings), ...ahead],
    enquiries: journeys.flatMap((j) => (j.enquiry ? [enquiryRow(r, clock, j.enquiry, people)] : [])),
    notes: journeys.flatMap((j) => j.notes),
    activity: [...journeys.flatMap((j) => j.beats), ...bookings],
  };
}

export type DemoCrmPlan = ReturnType<typeof demoCrmPlan>;

function enquiryRow(r: Random, clock: DemoClock, enquiry: EnquirySeed, people: Person[]) {
  const addedDate = dayIn(enquiry.createdAt, clock.timeZone);
  return {
    ...enquiry,
    deliveryDate: addDays(addedDate, r.int(30, 150)),
    priority: r.pick(PRIORITIES),
    urgency: r.pick(PRIORITIES),
    assignedToId: r.pick(people).id,
    comment: r.next() < 0.4 ? 'Budget approved by their finance team.' : null,
    nextFollowUpDate: OPEN(enquiry.stage) ? workingDayFrom(addDays(clock.today, r.int(-3, 14))) : null,
    addedDate,
  };
}

/** Seeds the CRM of the company whose tenant `tx` is bound to; its team must already exist. */
export async function seedDemoCrm(tx: Executor, now: Date, timeZone?: string): Promise<void> {
  const people = await tx.select({ id: users.id, name: users.name }).from(users).orderBy(users.email);
  const plan = demoCrmPlan(demoClock(now, timeZone), people);
  // PostgreSQL's own plan cache for the foreign key checks of each inserted row: the connections
  // re-plan every statement (decision 0018), which would be most of the seed's time.
  await tx.execute(sql`select set_config('plan_cache_mode', 'auto', true)`);
  await tx.insert(customColumns).values(COLUMNS.map((c) => ({ ...c, entity: 'brand' })));
  await insertRows(tx, brands, plan.brands);
  await insertRows(tx, leads, plan.leads);
  await insertRows(tx, meetings, plan.meetings);
  await insertRows(tx, enquiries, plan.enquiries);
  await insertRows(tx, leadNotes, plan.notes);
  await insertRows(
    tx,
    leadActivity,
    plan.activity.map(({ entry, at }) => activityRow(entry, at)),
  );
}
