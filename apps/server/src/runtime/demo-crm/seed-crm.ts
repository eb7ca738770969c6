/**
 * The demo company's CRM (issue: "a living CRM"): three custom brand columns, ~30 brands, ~300
 * leads across stages and CS persons, meetings past and upcoming, and enquiries with values, dated
 * over the last four months (this week and last week included) so tiles, filters and the dashboard
 * show real figures. Bulk inserts of rows valid for the CRM services, in the seeding transaction.
 */
import {
  CRM_DEFAULTS,
  ENQUIRY_STAGES,
  LEAD_STAGES,
  MEETING_MODES,
  MEETING_TYPES,
  OUTCOMES,
  PRIORITIES,
  PRODUCT_TYPES,
} from '@app/contracts';
import { tenantTables, type Executor } from '@app/db';

import { BRANDS, CITIES, DESIGNATIONS, FIRST_NAMES, LAST_NAMES, REQUIREMENTS, SEGMENTS } from './names';
import { planFollowUps, planMeetings } from './day-plan';
import { dayOf, daysAfter, daysBefore, seededRandom, type Random } from './random';

const { customColumns, brands, leads, meetings, enquiries, users } = tenantTables;

export const DEMO_CRM_COUNTS = { brands: BRANDS.length, leads: 300, meetings: 120, enquiries: 90 } as const;
const SPAN_DAYS = 120;

/** The custom columns after the built-in ones (positions 0-5): a select, a number and a date. */
const COLUMNS = [
  { name: 'segment', label: 'Segment', type: 'select', options: SEGMENTS, position: 6 },
  { name: 'annualBudget', label: 'Annual Budget', type: 'number', validation: { minValue: 0 }, position: 7 },
  { name: 'renewalDate', label: 'Renewal Date', type: 'date', position: 8 },
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const mobile = (r: Random) => `+91 9${r.int(1000, 9999)} ${r.int(10000, 99999)}`;
const money = (r: Random, min: number, max: number) => String(r.int(min / 5000, max / 5000) * 5000);

/** Brand i: the first two were added this week, the next two last week (the Brands tiles). */
const brandAge = (r: Random, i: number, now: Date) =>
  i < 2 ? Math.min(i, now.getUTCDay()) : i < 4 ? now.getUTCDay() + 1 + i : r.recentDays(SPAN_DAYS);

function brandRows(r: Random, now: Date, people: string[]) {
  return BRANDS.map(([name, industry], i) => {
    const [city, state] = r.pick(CITIES);
    const createdAt = daysBefore(now, brandAge(r, i, now), r.int(0, 30));
    return {
      name,
      industry,
      city,
      state,
      country: 'India',
      phone: mobile(r),
      website: `https://www.${slug(name)}.in`,
      description: `${industry} business based in ${city}.`,
      brandOwnerId: r.pick(people),
      customFields: {
        segment: r.pick(SEGMENTS).value,
        annualBudget: r.int(5, 200) * 100_000,
        renewalDate: dayOf(daysAfter(now, r.int(15, 300))),
      },
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function leadRows(r: Random, now: Date, brandIds: string[], people: string[]) {
  return Array.from({ length: DEMO_CRM_COUNTS.leads }, () => {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const brandId = r.pick(brandIds);
    const createdAt = daysBefore(now, r.recentDays(SPAN_DAYS), r.int(0, 30));
    const stage = r.weighted(LEAD_STAGES, [22, 16, 14, 10, 8, 12, 10, 8]);
    return {
      date: dayOf(createdAt),
      brandId,
      hq: r.pick(CITIES)[0],
      clientName: `${first} ${last}`,
      mobileNumber: mobile(r),
      emailId: `${first}.${last}@example.in`.toLowerCase(),
      designation: r.pick(DESIGNATIONS),
      stage,
      outcome: stage === 'Got Enquiry' ? 'Got Enquiry' : r.pick(OUTCOMES),
      priority: r.weighted(PRIORITIES, [3, 5, 3, 1]),
      csPersonId: r.pick(people),
      comment: r.next() < 0.5 ? 'Shared the company profile; waiting for their feedback.' : null,
      nextFollowUpDate: stage === 'Won' || stage === 'Lost' ? null : dayOf(daysAfter(now, r.int(-5, 21))),
      estimatedValue: money(r, 50_000, 2_500_000),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

type LeadRef = { id: string; clientName: string; csPersonId: string | null };

function meetingRows(r: Random, now: Date, picked: LeadRef[]) {
  return picked.map((lead) => {
    const upcoming = r.next() < 0.35;
    const scheduledAt = upcoming
      ? daysAfter(daysBefore(now, 0), r.int(1, 21))
      : daysBefore(now, r.recentDays(SPAN_DAYS) + 1);
    scheduledAt.setUTCHours(r.int(4, 11), r.pick([0, 30]), 0, 0); // 09:30-17:00 IST
    const status = upcoming
      ? 'Scheduled'
      : r.weighted(['Completed', 'Cancelled', 'No Show', 'Rescheduled'], [8, 1, 1, 1]);
    const createdAt = daysBefore(upcoming ? now : scheduledAt, r.int(1, 10));
    return {
      leadId: lead.id,
      title: `Meeting with ${lead.clientName}`,
      scheduledAt,
      durationMinutes: r.pick([30, 45, CRM_DEFAULTS.meetingDurationMinutes, 90]),
      type: r.pick(MEETING_TYPES),
      mode: r.pick(MEETING_MODES),
      status,
      outcome: status === 'Completed' ? r.pick(OUTCOMES.slice(1)) : CRM_DEFAULTS.outcome,
      csPersonId: lead.csPersonId,
      createdAt: createdAt > now ? now : createdAt,
      updatedAt: createdAt > now ? now : createdAt,
    };
  });
}

function enquiryRows(r: Random, now: Date, picked: LeadRef[], people: string[]) {
  return picked.map((lead) => {
    const productType = r.pick(PRODUCT_TYPES);
    const createdAt = daysBefore(now, r.recentDays(SPAN_DAYS), r.int(0, 30));
    const stage = r.weighted(ENQUIRY_STAGES, [14, 12, 14, 10, 12, 6, 4]);
    return {
      leadId: lead.id,
      title: `${productType} for ${lead.clientName}`,
      requirement: r.pick(REQUIREMENTS[productType]!),
      productType,
      value: money(r, 75_000, 4_000_000),
      deliveryDate: dayOf(daysAfter(createdAt, r.int(30, 150))),
      stage,
      priority: r.pick(PRIORITIES),
      urgency: r.pick(PRIORITIES),
      assignedToId: r.pick(people),
      csPersonId: lead.csPersonId,
      comment: r.next() < 0.4 ? 'Budget approved by their finance team.' : null,
      nextFollowUpDate: stage === 'Won' || stage === 'Lost' ? null : dayOf(daysAfter(now, r.int(-3, 14))),
      addedDate: dayOf(createdAt),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Seeds the CRM of the company whose tenant `tx` is bound to; its team must already exist. */
export async function seedDemoCrm(tx: Executor, now: Date): Promise<void> {
  const r = seededRandom(20_260_401);
  const people = (await tx.select({ id: users.id }).from(users).orderBy(users.email)).map((u) => u.id);
  await tx.insert(customColumns).values(COLUMNS.map((c) => ({ ...c, entity: 'brand' })));
  const brandIds = (
    await tx
      .insert(brands)
      .values(brandRows(r, now, people))
      .returning({ id: brands.id })
  ).map((b) => b.id);
  const leadRefs = await tx
    .insert(leads)
    .values(planFollowUps(leadRows(r, now, brandIds, people), now))
    .returning({ id: leads.id, clientName: leads.clientName, csPersonId: leads.csPersonId });
  // Meetings and enquiries go to distinct leads, the first ones and the last ones of the list.
  await tx.insert(meetings).values(planMeetings(meetingRows(r, now, leadRefs.slice(0, DEMO_CRM_COUNTS.meetings)), now));
  await tx.insert(enquiries).values(enquiryRows(r, now, leadRefs.slice(-DEMO_CRM_COUNTS.enquiries), people));
}
