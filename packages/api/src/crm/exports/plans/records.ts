/**
 * The leads, meetings and enquiries exports: each list's joins, its own search and filters
 * (listConditions) and its own order (its sort key through the list kit's orderBy), read as
 * columns, the record's custom fields last.
 */
import type { EnquiryListInput, LeadListInput, MeetingListInput } from '@app/contracts';
import { and, sql, tenantTables, type Column, type Executor } from '@app/db';

import { orderBy } from '../../../kit/pagination/page';
import { columnsOf } from '../../custom-columns/reads';
import type { ListFields } from '../../custom-fields/list';
import { enquirySortKey, listConditions as enquiryConditions } from '../../enquiries/reads';
import { leadSortKey, listConditions as leadConditions } from '../../leads/reads';
import { listConditions as meetingConditions, meetingSortKey } from '../../meetings/reads';
import { visibleEnquiries, visibleLeads, visibleMeetings } from '../../visibility';
import { utcMinute, type ExportPlan } from '../plan';
import { customExportColumn } from './custom-fields';

const { leads, brands, users, meetings, enquiries } = tenantTables;

/** Every custom field of the entity: the export's columns, its search and its sort read them all. */
async function exportFields(tx: Executor, entity: 'lead' | 'meeting' | 'enquiry', values: Column): Promise<ListFields> {
  return { values, fields: await columnsOf(tx, entity) };
}

const customColumns = (list: ListFields) => list.fields.map((column) => customExportColumn(list.values, column));

export async function leadsPlan(tx: Executor, input: LeadListInput, now: Date, timeZone: string): Promise<ExportPlan> {
  const list = await exportFields(tx, 'lead', leads.customFields);
  return {
    name: 'Leads',
    columns: [
      { header: 'Date', value: sql`${leads.date}` },
      { header: 'Client Name', value: sql`${leads.clientName}` },
      { header: 'Brand', value: sql`${brands.name}` },
      { header: 'HQ', value: sql`${leads.hq}` },
      { header: 'Mobile Number', value: sql`${leads.mobileNumber}` },
      { header: 'Email', value: sql`${leads.emailId}` },
      { header: 'Designation', value: sql`${leads.designation}` },
      { header: 'LinkedIn', value: sql`${leads.linkedin}` },
      { header: 'Website', value: sql`${leads.website}` },
      { header: 'Stage', value: sql`${leads.stage}` },
      { header: 'Outcome', value: sql`${leads.outcome}` },
      { header: 'Priority', value: sql`${leads.priority}` },
      { header: 'CS Person', value: sql`${users.name}` },
      { header: 'Next Follow-up', value: sql`${leads.nextFollowUpDate}` },
      { header: 'Estimated Value', value: sql`${leads.estimatedValue}`, type: 'number' },
      { header: 'Comment', value: sql`${leads.comment}` },
      { header: 'Created (UTC)', value: utcMinute(leads.createdAt) },
      ...customColumns(list),
    ],
    from: sql`from ${leads} inner join ${brands} on ${brands.id} = ${leads.brandId} left join ${users} on ${users.id} = ${leads.csPersonId}`,
    where: and(leadConditions(input, list, now, timeZone), visibleLeads(tx)),
    order: orderBy(leadSortKey(input, list), input.order, leads.createdAt, leads.id),
  };
}

/** The lead's client fields every meeting and enquiry row carries. */
const clientColumns = [
  { header: 'Client Name', value: sql`${leads.clientName}` },
  { header: 'Brand', value: sql`${brands.name}` },
  { header: 'Email', value: sql`${leads.emailId}` },
  { header: 'Mobile Number', value: sql`${leads.mobileNumber}` },
];

const recordFrom = (table: typeof meetings | typeof enquiries) =>
  sql`from ${table} inner join ${leads} on ${leads.id} = ${table.leadId} inner join ${brands} on ${brands.id} = ${leads.brandId} left join ${users} on ${users.id} = ${table.csPersonId}`;

export async function meetingsPlan(tx: Executor, input: MeetingListInput): Promise<ExportPlan> {
  const list = await exportFields(tx, 'meeting', meetings.customFields);
  return {
    name: 'Meetings',
    columns: [
      { header: 'Title', value: sql`${meetings.title}` },
      { header: 'Scheduled (UTC)', value: utcMinute(meetings.scheduledAt) },
      { header: 'Duration (minutes)', value: sql`${meetings.durationMinutes}`, type: 'number' },
      ...clientColumns,
      { header: 'Type', value: sql`${meetings.type}` },
      { header: 'Mode', value: sql`${meetings.mode}` },
      { header: 'Location', value: sql`${meetings.location}` },
      { header: 'Meeting Link', value: sql`${meetings.meetingLink}` },
      { header: 'Status', value: sql`${meetings.status}` },
      { header: 'Outcome', value: sql`${meetings.outcome}` },
      { header: 'CS Person', value: sql`${users.name}` },
      { header: 'Next Follow-up', value: sql`${meetings.nextFollowUpDate}` },
      { header: 'Description', value: sql`${meetings.description}` },
      { header: 'Notes', value: sql`${meetings.notes}` },
      { header: 'Comment', value: sql`${meetings.comment}` },
      { header: 'Created (UTC)', value: utcMinute(meetings.createdAt) },
      ...customColumns(list),
    ],
    from: recordFrom(meetings),
    where: and(meetingConditions(input, list), visibleMeetings(tx)),
    order: orderBy(meetingSortKey(input, list), input.order, meetings.createdAt, meetings.id),
  };
}

/** The assignee is a second person on the row; a subquery keeps the list's one users join. */
const assignee = sql`(select a.name from ${users} a where a.id = ${enquiries.assignedToId})`;

export async function enquiriesPlan(tx: Executor, input: EnquiryListInput): Promise<ExportPlan> {
  const list = await exportFields(tx, 'enquiry', enquiries.customFields);
  return {
    name: 'Enquiries',
    columns: [
      { header: 'Added', value: sql`${enquiries.addedDate}` },
      { header: 'Title', value: sql`${enquiries.title}` },
      { header: 'Requirement', value: sql`${enquiries.requirement}` },
      ...clientColumns,
      { header: 'Product Type', value: sql`${enquiries.productType}` },
      { header: 'Estimated Value', value: sql`${enquiries.value}`, type: 'number' },
      { header: 'Expected Delivery', value: sql`${enquiries.deliveryDate}` },
      { header: 'Stage', value: sql`${enquiries.stage}` },
      { header: 'Priority', value: sql`${enquiries.priority}` },
      { header: 'Urgency', value: sql`${enquiries.urgency}` },
      { header: 'Assigned To', value: assignee },
      { header: 'CS Person', value: sql`${users.name}` },
      { header: 'Next Follow-up', value: sql`${enquiries.nextFollowUpDate}` },
      { header: 'Description', value: sql`${enquiries.description}` },
      { header: 'Comment', value: sql`${enquiries.comment}` },
      { header: 'Created (UTC)', value: utcMinute(enquiries.createdAt) },
      ...customColumns(list),
    ],
    from: recordFrom(enquiries),
    where: and(enquiryConditions(input, list), visibleEnquiries(tx)),
    order: orderBy(enquirySortKey(input, list), input.order, enquiries.createdAt, enquiries.id),
  };
}
