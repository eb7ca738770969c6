/**
 * Timeline entries for a lead's meetings and enquiries: what a create or an edit of one means for
 * the lead's history. Only the facts a sales person follows are recorded (scheduled, moved,
 * completed; added, stage changed, proposal sent), not every field of the record.
 */
import type { ActivityActor, LeadActivityEntry } from './record';

export interface MeetingFacts {
  id: string;
  leadId: string;
  title: string;
  scheduledAt: Date;
  status: string;
}

export interface EnquiryFacts {
  id: string;
  leadId: string;
  title: string | null;
  requirement: string;
  stage: string;
}

/** `before` is null for a new meeting; a meeting moved to another lead is new to that lead. */
export function meetingEntries(
  before: MeetingFacts | null,
  after: MeetingFacts,
  actor: ActivityActor | null,
): LeadActivityEntry[] {
  const about = { leadId: after.leadId, subjectId: after.id, subject: after.title, actor };
  const when = after.scheduledAt.toISOString();
  if (before === null || before.leadId !== after.leadId) {
    return [{ ...about, kind: 'meeting_scheduled', newValue: when }];
  }
  const entries: LeadActivityEntry[] = [];
  if (before.scheduledAt.getTime() !== after.scheduledAt.getTime()) {
    entries.push({ ...about, kind: 'meeting_rescheduled', oldValue: before.scheduledAt.toISOString(), newValue: when });
  }
  if (after.status === 'Completed' && before.status !== 'Completed') {
    entries.push({ ...about, kind: 'meeting_completed', newValue: when });
  }
  return entries;
}

const enquirySubject = (enquiry: EnquiryFacts) => enquiry.title ?? enquiry.requirement;

/** `before` is null for a new enquiry; `proposal` marks Send Proposal, whatever the stage was. */
export function enquiryEntries(
  before: EnquiryFacts | null,
  after: EnquiryFacts,
  actor: ActivityActor | null,
  proposal = false,
): LeadActivityEntry[] {
  const about = { leadId: after.leadId, subjectId: after.id, subject: enquirySubject(after), actor };
  if (before === null || before.leadId !== after.leadId) {
    return [{ ...about, kind: 'enquiry_added', newValue: after.stage }];
  }
  if (proposal) return [{ ...about, kind: 'proposal_sent', oldValue: before.stage, newValue: after.stage }];
  if (before.stage === after.stage) return [];
  return [{ ...about, kind: 'enquiry_stage_changed', oldValue: before.stage, newValue: after.stage }];
}
