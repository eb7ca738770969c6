import { dayIn } from '@app/contracts';
import { count, eq, tenantTables, type Executor, type SQL } from '@app/db';

import { NO_CURSOR } from '../../kit/pagination/cursor';

const { meetings, leads, brands, users } = tenantTables;

/** A meeting with the client fields of its lead, the lead's brand name and the CS person's name. */
export const meetingSelection = {
  meeting: meetings,
  lead: {
    clientName: leads.clientName,
    mobileNumber: leads.mobileNumber,
    emailId: leads.emailId,
    designation: leads.designation,
    linkedin: leads.linkedin,
    website: leads.website,
    brandId: leads.brandId,
  },
  brand: brands.name,
  csPerson: users.name,
};

export const selectMeetings = (tx: Executor, cursor: SQL<string> = NO_CURSOR) =>
  tx
    .select({ ...meetingSelection, cursor })
    .from(meetings)
    .innerJoin(leads, eq(leads.id, meetings.leadId))
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .leftJoin(users, eq(users.id, meetings.csPersonId));

/** The list's count: the same joins its search reads (the CS person is not searched). */
export const countMeetings = (tx: Executor) =>
  tx
    .select({ total: count() })
    .from(meetings)
    .innerJoin(leads, eq(leads.id, meetings.leadId))
    .innerJoin(brands, eq(brands.id, leads.brandId));

type MeetingRow = Awaited<ReturnType<typeof selectMeetings>>[number];

/**
 * The meeting row the API documents, plus its form fields. Its `date` is the day it was
 * created on the company's calendar, as a lead's date is.
 */
export const serializeMeeting = ({ meeting, lead, brand, csPerson }: MeetingRow, timeZone: string) => ({
  id: meeting.id,
  _id: meeting.id,
  date: dayIn(meeting.createdAt, timeZone),
  leadId: meeting.leadId,
  brand,
  ...lead,
  title: meeting.title,
  scheduledDate: meeting.scheduledAt.toISOString(),
  duration: meeting.durationMinutes,
  type: meeting.type,
  mode: meeting.mode,
  location: meeting.location,
  meetingLink: meeting.meetingLink,
  description: meeting.description,
  notes: meeting.notes,
  status: meeting.status,
  outcome: meeting.outcome,
  csPersonId: meeting.csPersonId,
  csPerson,
  comment: meeting.comment,
  nextFollowUpDate: meeting.nextFollowUpDate,
  customFields: meeting.customFields,
  createdAt: meeting.createdAt.toISOString(),
  updatedAt: meeting.updatedAt.toISOString(),
});
