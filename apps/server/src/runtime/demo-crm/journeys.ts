/**
 * One demo lead's history, as the CRM records it when the team works a lead by hand: added by its
 * CS person, contacted, met (the meeting booked, then held), an enquiry with its proposal, the
 * stage moved at each step, a note now and then; closed ones won or lost. Each step is a phase on a
 * working day of its own between the day the lead was added and yesterday, at working hours; the
 * timeline entries are the ones the services write (record-changes), with the person who acted.
 *
 * What the lead ends as follows from its history: Lost is "Not Interested" with no meeting ahead,
 * "Meeting Scheduled" means a meeting is booked ahead, Got Enquiry and Won have their enquiry.
 */
import { PRODUCT_TYPES, type LeadStage, type Outcome } from '@app/contracts';
import type { LeadActivityEntry } from '@app/api/crm/lead-activity/record';
import { enquiryEntries, meetingEntries } from '@app/api/crm/lead-activity/record-changes';

import { momentAt, slotBetween, WORK, type DemoClock } from './clock';
import type { Random } from './random';
import {
  aheadOf,
  book,
  newEnquiry,
  noteOf,
  type EnquirySeed,
  type LeadSeed,
  type MeetingSeed,
  type NoteSeed,
  type Phase,
} from './steps';

export type { EnquirySeed, LeadSeed, MeetingSeed, NoteSeed, Person } from './steps';

const PATHS: Record<LeadStage, readonly Phase[]> = {
  New: [],
  Contacted: ['Contacted'],
  Qualified: ['Contacted', 'Qualified'],
  Proposal: ['Contacted', 'Qualified', 'Proposal'],
  Negotiation: ['Contacted', 'Qualified', 'Proposal', 'Negotiation'],
  'Got Enquiry': ['Contacted', 'Got Enquiry'],
  Won: ['Contacted', 'Qualified', 'Proposal', 'Negotiation', 'Won'],
  Lost: ['Contacted', 'Lost'],
};

/** A lead lost after its first call, or (half of them) after it was qualified too. */
export const pathOf = (r: Random, stage: LeadStage): readonly Phase[] =>
  stage === 'Lost' && r.next() < 0.5 ? ['Contacted', 'Qualified', 'Lost'] : PATHS[stage];

/**
 * The meeting held before moving to the phase's stage. Contacted is a phone call and Negotiation
 * goes on by mail: no meeting of their own.
 */
const MEETING_OF: Partial<Record<Phase, string>> = {
  Qualified: 'Initial Call',
  Proposal: 'Demo',
  Won: 'Closing',
  'Got Enquiry': 'Follow-up',
  Lost: 'Follow-up',
};

/** The meeting an open lead may have booked next. */
const NEXT_MEETING: Partial<Record<LeadStage, string>> = {
  Contacted: 'Initial Call',
  Qualified: 'Demo',
  Proposal: 'Proposal Presentation',
  Negotiation: 'Negotiation',
  'Got Enquiry': 'Demo',
};

const UPCOMING_SHARE = 0.45;
const NOTE_SHARE = 0.35;
/** Minutes between two things a person does in a row. */
const STEP = 15;
/** A phase's first step starts by then: a 90-minute meeting and four steps more end before closing. */
const LAST_PHASE_START = 15 * 60;

/** A timeline entry and when it happened. */
export interface Beat {
  at: Date;
  entry: LeadActivityEntry;
}

export interface Journey {
  createdAt: Date;
  /** The last change of the lead itself (its stage), or its creation. */
  updatedAt: Date;
  outcome: Outcome;
  meetings: MeetingSeed[];
  enquiry: EnquirySeed | null;
  notes: NoteSeed[];
  beats: Beat[];
  /** The meeting booked ahead, and when it was booked: its entry is written once its time is final. */
  upcoming: { meeting: MeetingSeed; bookedAt: Date } | null;
}

const later = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * 60_000);

/**
 * Tells the lead's story. `past` are the working days before today, the nearest first: the lead
 * was added on past[age - 1], its phases fall on evenly spaced later ones, the last before today.
 */
export function journeyOf(r: Random, clock: DemoClock, lead: LeadSeed, past: readonly string[]): Journey {
  const actor = lead.csPerson;
  const beats: Beat[] = [];
  const meetings: MeetingSeed[] = [];
  const notes: NoteSeed[] = [];
  const beat = (at: Date, entries: LeadActivityEntry | LeadActivityEntry[]) => {
    for (const entry of Array.isArray(entries) ? entries : [entries]) beats.push({ at, entry });
  };
  const createdAt = momentAt(clock, past[lead.age - 1]!, slotBetween(r, WORK.opens + 30, WORK.lastMeeting));
  beat(createdAt, { leadId: lead.id, kind: 'created', newValue: 'New', subject: lead.clientName, actor });

  const product = r.pick(PRODUCT_TYPES);
  let enquiry: EnquirySeed | null = null;
  let stage: LeadStage = 'New';
  let anchor = createdAt;
  let updatedAt = createdAt;
  const n = lead.path.length;
  lead.path.forEach((phase, index) => {
    const day = past[lead.age - Math.round(((index + 1) * lead.age) / (n + 1)) - 1]!;
    let at = momentAt(clock, day, slotBetween(r, WORK.firstMeeting, LAST_PHASE_START));
    const type = MEETING_OF[phase];
    if (type) {
      const meeting = book(r, lead, type, at, later(anchor, STEP));
      beat(meeting.createdAt, meetingEntries(null, meeting, actor));
      const held = phase === 'Lost' ? r.weighted(['Completed', 'No Show', 'Cancelled'], [2, 1, 1]) : 'Completed';
      const end = later(at, meeting.durationMinutes);
      if (held === 'Completed') beat(end, meetingEntries(meeting, { ...meeting, status: 'Completed' }, actor));
      Object.assign(meeting, { status: held, outcome: meetingOutcome(phase, held), updatedAt: end });
      meetings.push(meeting);
      at = later(end, STEP);
    }
    if (phase === 'Got Enquiry' || phase === 'Proposal') {
      enquiry = newEnquiry(r, lead, product, at);
      beat(at, enquiryEntries(null, enquiry, actor));
      at = later(at, STEP);
      beat(at, { leadId: lead.id, kind: 'field_changed', field: 'estimatedValue', newValue: money(lead), actor });
      at = later(at, STEP);
    }
    const enquiryStage = ENQUIRY_MOVES[phase]?.(r);
    if (enquiry && enquiryStage) {
      const before: EnquirySeed = enquiry;
      enquiry = { ...before, stage: enquiryStage, updatedAt: at };
      beat(at, enquiryEntries(before, enquiry, actor, phase === 'Proposal'));
      at = later(at, STEP);
    }
    beat(at, { leadId: lead.id, kind: 'stage_changed', field: 'stage', oldValue: stage, newValue: phase, actor });
    stage = phase;
    updatedAt = at;
    if (phase === 'Contacted' && r.next() < NOTE_SHARE) {
      const note = noteOf(r, lead, product, later(at, STEP));
      notes.push(note);
      beat(note.createdAt, { leadId: lead.id, kind: 'note_added', subjectId: note.id, subject: note.title, actor });
    }
    anchor = later(at, STEP);
  });

  const nextType = NEXT_MEETING[lead.stage];
  const upcoming =
    nextType && r.next() < UPCOMING_SHARE
      ? { meeting: book(r, lead, nextType, aheadOf(r, clock), anchor), bookedAt: anchor }
      : null;
  return {
    createdAt,
    updatedAt,
    outcome: leadOutcome(lead.stage, upcoming !== null),
    meetings,
    enquiry,
    notes,
    beats,
    upcoming,
  };
}

/** Each lead stage's outcome, from its history. */
export function leadOutcome(stage: LeadStage, meetingAhead: boolean): Outcome {
  if (stage === 'Lost') return 'Not Interested';
  if (stage === 'Won' || stage === 'Got Enquiry') return 'Got Enquiry';
  if (meetingAhead) return 'Meeting Scheduled';
  return stage === 'New' ? 'Pending' : 'Follow-up Required';
}

function meetingOutcome(phase: Phase, status: string): Outcome {
  if (status !== 'Completed') return 'Follow-up Required';
  if (phase === 'Lost') return 'Not Interested';
  return phase === 'Proposal' || phase === 'Got Enquiry' || phase === 'Won' ? 'Got Enquiry' : 'Follow-up Required';
}

/** How the enquiry moves in the phase (after it was added in Proposal or Got Enquiry). */
const ENQUIRY_MOVES: Partial<Record<Phase, (r: Random) => string | null>> = {
  Proposal: () => 'Quotation Sent',
  Negotiation: () => 'Negotiation',
  Won: () => 'Won',
  'Got Enquiry': (r) => r.weighted([null, 'Under Review', 'On Hold'], [4, 4, 1]),
};

const money = (lead: LeadSeed) => String(Number(lead.estimatedValue));
