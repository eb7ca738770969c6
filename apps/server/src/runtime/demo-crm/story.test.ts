/**
 * The demo CRM tells a coherent story whenever it is seeded: what people did happened on working
 * days at working hours on the company's clock and before now, a lead's stage, outcome, meetings
 * and enquiry agree, and every lead's timeline is its history told by the people who made it.
 */
import { describe, expect, it } from 'vitest';

import { dayIn, LEAD_ACTIVITY_LIMITS, weekdayOf } from '@app/contracts';

import { demoClock, minutesOfDay, WORK, type DemoClock } from './clock';
import { DEMO_CRM_COUNTS, demoCrmPlan, type DemoCrmPlan } from './seed-crm';

const TEAM = ['Asha Kapoor', 'Priya Sharma', 'Rahul Verma', 'Ananya Iyer', 'Vikram Singh'].map((name, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name,
}));

/** Mid-morning on a Friday, Sunday night, Monday before the office opens, and New York's clock. */
const MOMENTS: [string, string][] = [
  ['2026-11-27T05:30:00Z', 'Asia/Kolkata'],
  ['2026-11-29T17:45:00Z', 'Asia/Kolkata'],
  ['2026-11-30T01:00:00Z', 'Asia/Kolkata'],
  ['2026-03-09T20:00:00Z', 'America/New_York'],
];

const onWorkingDay = (clock: DemoClock, at: Date) => weekdayOf(dayIn(at, clock.timeZone)) !== 0;

describe.each(MOMENTS)('the demo CRM seeded at %s (%s)', (iso, zone) => {
  const clock = demoClock(new Date(iso), zone);
  const plan: DemoCrmPlan = demoCrmPlan(clock, TEAM);
  const now = clock.now.getTime();
  const meetingsOf = (leadId: string) => plan.meetings.filter((m) => m.leadId === leadId);
  const ahead = (leadId: string) => meetingsOf(leadId).filter((m) => m.scheduledAt.getTime() > now);

  it('writes what the counts say', () => {
    expect(plan.brands).toHaveLength(DEMO_CRM_COUNTS.brands);
    expect(plan.leads).toHaveLength(DEMO_CRM_COUNTS.leads);
    expect(plan.meetings).toHaveLength(DEMO_CRM_COUNTS.meetings);
    expect(plan.enquiries).toHaveLength(DEMO_CRM_COUNTS.enquiries);
  });

  it('holds meetings on working days, on the hour or half hour between 10:00 and 17:00 company time', () => {
    for (const meeting of plan.meetings) {
      const minutes = minutesOfDay(clock, meeting.scheduledAt);
      expect(onWorkingDay(clock, meeting.scheduledAt), meeting.title).toBe(true);
      expect(minutes % WORK.slotMinutes).toBe(0);
      expect(minutes).toBeGreaterThanOrEqual(WORK.firstMeeting);
      expect(minutes).toBeLessThanOrEqual(WORK.lastMeeting);
    }
  });

  it('records what people did at working hours of working days, before now', () => {
    const moments = [...plan.activity.map((b) => b.at), ...plan.leads.map((l) => l.createdAt)];
    for (const at of moments) {
      expect(at.getTime()).toBeLessThan(now);
      expect(onWorkingDay(clock, at)).toBe(true);
      expect(minutesOfDay(clock, at)).toBeGreaterThanOrEqual(WORK.opens);
      expect(minutesOfDay(clock, at)).toBeLessThanOrEqual(WORK.closes);
    }
  });

  it('keeps stage, outcome, meetings and enquiry in agreement', () => {
    for (const lead of plan.leads) {
      const booked = ahead(lead.id);
      const enquiry = plan.enquiries.find((e) => e.leadId === lead.id);
      if (lead.stage === 'Lost') expect(lead.outcome).toBe('Not Interested');
      if (lead.stage === 'Won' || lead.stage === 'Lost') expect(booked).toEqual([]);
      // "Meeting Scheduled" means one is booked ahead; an enquiry already in hand says more.
      if (lead.outcome === 'Meeting Scheduled') expect(booked.length, lead.clientName).toBeGreaterThan(0);
      if (booked.length > 0 && lead.stage !== 'Got Enquiry') expect(lead.outcome).toBe('Meeting Scheduled');
      if (lead.stage === 'New') expect(meetingsOf(lead.id)).toEqual([]);
      if (['Proposal', 'Negotiation', 'Got Enquiry', 'Won'].includes(lead.stage)) expect(enquiry).toBeDefined();
      if (enquiry) expect(enquiry.stage === 'Won').toBe(lead.stage === 'Won');
    }
    for (const meeting of plan.meetings) {
      const upcoming = meeting.scheduledAt.getTime() > now;
      expect(meeting.status === 'Scheduled', meeting.title).toBe(upcoming);
      if (upcoming) expect(meeting.outcome).toBe('Pending');
      if (meeting.status === 'Completed') expect(meeting.outcome).not.toBe('Pending');
    }
  });

  it("tells each lead's history, oldest first, from its creation to its stage, by the company's people", () => {
    const byLead = new Map<string, typeof plan.activity>();
    for (const beat of plan.activity) byLead.set(beat.entry.leadId, [...(byLead.get(beat.entry.leadId) ?? []), beat]);
    const names = new Set(TEAM.map((p) => p.name));
    for (const lead of plan.leads) {
      const story = [...byLead.get(lead.id)!].sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(story[0]!.entry.kind).toBe('created');
      expect(story[0]!.at).toEqual(lead.createdAt);
      if (lead.stage !== 'New') expect(story.length, lead.clientName).toBeGreaterThan(1);
      // The lead page's first page of the timeline reaches back to the creation.
      expect(story.length).toBeLessThanOrEqual(LEAD_ACTIVITY_LIMITS.defaultPageSize);
      const stages = story.filter((b) => b.entry.kind === 'stage_changed').map((b) => b.entry.newValue);
      expect(stages.at(-1) ?? 'New').toBe(lead.stage);
      expect(story.every((b) => b.entry.actor !== null && names.has(b.entry.actor.name))).toBe(true);
    }
    // A meeting's booking names the time it is at, after the day plan moved it.
    for (const beat of plan.activity.filter((b) => b.entry.kind === 'meeting_scheduled')) {
      const meeting = plan.meetings.find((m) => m.id === beat.entry.subjectId)!;
      expect(beat.entry.newValue).toBe(meeting.scheduledAt.toISOString());
      expect(beat.at.getTime()).toBeLessThan(meeting.scheduledAt.getTime());
    }
  });

  it('gives every sales person a meeting coming up and follow-ups due today', () => {
    for (const person of TEAM) {
      const next = plan.meetings.filter((m) => m.csPersonId === person.id && m.scheduledAt.getTime() > now);
      expect(next.length, person.name).toBeGreaterThan(0);
      const dueToday = plan.leads.filter((l) => l.csPersonId === person.id && l.nextFollowUpDate === clock.today);
      expect(dueToday.length, person.name).toBeGreaterThan(0);
    }
  });

  it('gives the oldest lead a meeting (the lead page shows a seeded one)', () => {
    const oldest = [...plan.leads].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]!;
    expect(meetingsOf(oldest.id).length).toBeGreaterThan(0);
  });
});
