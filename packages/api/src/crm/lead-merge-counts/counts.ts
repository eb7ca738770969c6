/**
 * What moves with a lead when it is merged into another: its meetings, enquiries, notes and their
 * files, and its follow-ups (its enquiries still open with a next follow-up date, as the follow-up
 * list counts them). Counted as the caller may see them, so a count tells of nothing hidden.
 */
import { and, count, eq, isNotNull, sql, tenantTables, type Executor } from '@app/db';

import { CLOSED } from '../follow-ups/list';
import { findLead } from '../leads/reads';
import { visibleEnquiries, visibleMeetings } from '../visibility';

const { meetings, enquiries, leadNotes, leadNoteAttachments } = tenantTables;

export interface LeadMoveCounts {
  meetings: number;
  enquiries: number;
  notes: number;
  attachments: number;
  followUps: number;
}

const first = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/** The lead `id`'s records that a merge moves; a lead the caller cannot see is unknown (404). */
export async function leadMoveCounts(tx: Executor, id: string): Promise<LeadMoveCounts> {
  const { lead } = await findLead(tx, id);
  const ofEnquiries = and(eq(enquiries.leadId, lead.id), visibleEnquiries(tx));
  // The notes are the lead's own: whoever sees the lead sees them.
  const [meetingRows, enquiryRows, noteRows, attachmentRows, followUpRows] = await Promise.all([
    tx
      .select({ n: count() })
      .from(meetings)
      .where(and(eq(meetings.leadId, lead.id), visibleMeetings(tx))),
    tx.select({ n: count() }).from(enquiries).where(ofEnquiries),
    tx.select({ n: count() }).from(leadNotes).where(eq(leadNotes.leadId, lead.id)),
    tx
      .select({ n: count() })
      .from(leadNoteAttachments)
      .innerJoin(leadNotes, eq(leadNotes.id, leadNoteAttachments.noteId))
      .where(eq(leadNotes.leadId, lead.id)),
    tx
      .select({ n: count() })
      .from(enquiries)
      .where(and(ofEnquiries, isNotNull(enquiries.nextFollowUpDate), sql`${enquiries.stage} not in ${CLOSED}`)),
  ]);
  return {
    meetings: first(meetingRows),
    enquiries: first(enquiryRows),
    notes: first(noteRows),
    attachments: first(attachmentRows),
    followUps: first(followUpRows),
  };
}
