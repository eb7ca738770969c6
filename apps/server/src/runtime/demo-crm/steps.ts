/**
 * The records a demo lead's story writes, one at a time: a meeting booked (for a phase, or ahead),
 * an enquiry added, a note. journeys.ts decides when; these decide what they hold.
 */
import { randomUUID } from 'node:crypto';

import { MEETING_MODES, type LeadStage, type Outcome } from '@app/contracts';
import type { EnquiryFacts, MeetingFacts } from '@app/api/crm/lead-activity/record-changes';

import { momentAt, slotBetween, WORK, workingDaysAfter, type DemoClock } from './clock';
import { REQUIREMENTS } from './names';
import type { Random } from './random';

export interface Person {
  id: string;
  name: string;
}

/** A step of a lead's way to its stage: the stage it moves the lead to. */
export type Phase = Exclude<LeadStage, 'New'>;

export interface LeadSeed {
  id: string;
  clientName: string;
  stage: LeadStage;
  path: readonly Phase[];
  csPerson: Person;
  /** Added this many working days before today (1: the last working day), more than its phases. */
  age: number;
  estimatedValue: string;
}

export interface MeetingSeed extends MeetingFacts {
  durationMinutes: number;
  type: string;
  mode: string;
  outcome: Outcome;
  csPersonId: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface EnquirySeed extends EnquiryFacts {
  productType: string;
  value: string;
  csPersonId: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface NoteSeed {
  id: string;
  leadId: string;
  title: string;
  content: string;
  createdById: string;
  createdByName: string;
  createdAt: Date;
}

const NOTES = [
  [
    'First call',
    (first: string, product: string) => `Spoke with ${first}: interested in a ${product}. Sent our profile.`,
  ],
  ['Call notes', (first: string, product: string) => `${first} wants a ${product} before the festive season.`],
  ['Requirements', (first: string, product: string) => `${first} shared their brief for the ${product}.`],
] as const;

/** How many working days ahead a meeting may be booked. */
const AHEAD_DAYS = 12;

/** A meeting ahead: one of the next working days, at a meeting slot (the day plan may move it to today). */
export function aheadOf(r: Random, clock: DemoClock): Date {
  const day = workingDaysAfter(clock.today, AHEAD_DAYS)[r.int(0, AHEAD_DAYS - 1)]!;
  return momentAt(clock, day, slotBetween(r, WORK.firstMeeting, WORK.lastMeeting));
}

/** A meeting of the lead's CS person, booked at `bookedAt` for `at`; held, it changes status and outcome. */
export function book(r: Random, lead: LeadSeed, type: string, at: Date, bookedAt: Date): MeetingSeed {
  return {
    id: randomUUID(),
    leadId: lead.id,
    title: `${type} with ${lead.clientName}`,
    scheduledAt: at,
    status: 'Scheduled',
    durationMinutes: r.pick([30, 45, 60, 90]),
    type,
    mode: r.pick(MEETING_MODES),
    outcome: 'Pending',
    csPersonId: lead.csPerson.id,
    createdBy: lead.csPerson.id,
    createdAt: bookedAt,
    updatedAt: bookedAt,
  };
}

/** The enquiry a lead brings, as added: New, its value the client's budget for it. */
export function newEnquiry(r: Random, lead: LeadSeed, productType: string, at: Date): EnquirySeed {
  return {
    id: randomUUID(),
    leadId: lead.id,
    title: `${productType} for ${lead.clientName}`,
    requirement: r.pick(REQUIREMENTS[productType]!),
    stage: 'New',
    productType,
    value: String(r.int(15, 800) * 5000),
    csPersonId: lead.csPerson.id,
    createdBy: lead.csPerson.id,
    createdAt: at,
    updatedAt: at,
  };
}

/** A note the CS person wrote after talking to the client. */
export function noteOf(r: Random, lead: LeadSeed, product: string, at: Date): NoteSeed {
  const [title, text] = r.pick(NOTES);
  return {
    id: randomUUID(),
    leadId: lead.id,
    title,
    content: text(lead.clientName.split(' ')[0]!, product.toLowerCase()),
    createdById: lead.csPerson.id,
    createdByName: lead.csPerson.name,
    createdAt: at,
  };
}
