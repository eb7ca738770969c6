import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

type Route = Omit<RestRoute, 'tag' | 'auth' | 'host'>;
const inTag =
  (tag: string) =>
  (r: Route): RestRoute => ({ ...r, tag, auth: true, host: 'tenant' });

interface RecordKind {
  tag: string;
  /** The path segment and the procedure namespace, e.g. `leads`. */
  plural: 'leads' | 'meetings' | 'enquiries';
  /** The key a single record answers under. */
  one: string;
  listSummary: string;
  listData: readonly string[];
  writeSummary: string;
  removeSummary: string;
}

/** List, add, read, edit and delete of one CRM record kind on the company's host (docs/product/crm.md#rest-paths). */
function recordRoutes(kind: RecordKind): RestRoute[] {
  const route = inTag(kind.tag);
  const base = `/api/crm/${kind.plural}` as const;
  const m = MESSAGES.crm[kind.plural];
  const procedure = (name: string) => `crm.${kind.plural}.${name}`;
  return [
    route({
      method: 'GET',
      path: base,
      procedure: procedure('list'),
      message: m.fetched,
      summary: kind.listSummary,
      data: kind.listData,
    }),
    route({
      method: 'POST',
      path: base,
      procedure: procedure('create'),
      status: 201,
      message: m.created,
      summary: kind.writeSummary,
      data: [kind.one],
    }),
    route({
      method: 'GET',
      path: `${base}/:id`,
      procedure: procedure('get'),
      message: m.fetchedOne,
      summary:
        kind.plural === 'leads'
          ? 'One of the leads; a lead merged into another answers 404 with mergedInto (the id of the lead it became)'
          : `One of the ${kind.plural}`,
      data: [kind.one],
      errors: [404],
    }),
    route({
      method: 'PUT',
      path: `${base}/:id`,
      procedure: procedure('update'),
      message: m.updated,
      summary: 'Edit: only the fields sent change; null or an empty string clears one',
      data: [kind.one],
      errors: [404],
    }),
    route({
      method: 'DELETE',
      path: `${base}/:id`,
      procedure: procedure('remove'),
      message: m.deleted,
      summary: kind.removeSummary,
      data: ['id', '_id'],
      errors: [404],
    }),
  ];
}

const CS_PERSON = 'the CS person by csPersonId, or csPerson as a team member’s id or name';

const leadRoutes = recordRoutes({
  tag: 'CRM Leads',
  plural: 'leads',
  one: 'lead',
  listSummary:
    'Leads: search (client, brand, email), stage (Closed Won/Lost read as Won/Lost), outcome, priority, brandId, csPersonId, followUp overdue|today; sort, order; paginated by page or cursor',
  listData: ['leads', 'pagination', 'nextCursor'],
  writeSummary: `Add a lead (defaults stage New, outcome Pending, priority Medium); ${CS_PERSON}`,
  removeSummary: 'Delete a lead with its meetings and enquiries (the answer counts them)',
});

export const crmLeadRoutes: RestRoute[] = [
  ...leadRoutes,
  inTag('CRM Leads')({
    method: 'GET',
    path: '/api/crm/leads/:id/duplicates',
    procedure: 'crm.leads.duplicates',
    message: MESSAGES.crm.leads.duplicatesFetched,
    summary:
      'Possible duplicates of a lead: leads sharing its email or phone (last ten digits), or whose client name is spelled alike within its brand; each with its reasons (email, phone, name), most alike first, at most 20',
    data: ['duplicates'],
    errors: [404],
  }),
  inTag('CRM Leads')({
    // Beside /api/crm/leads, not under it: /api/crm/leads/duplicates would read as a lead's id.
    method: 'GET',
    path: '/api/crm/lead-duplicates',
    procedure: 'crm.leads.duplicateGroups',
    message: MESSAGES.crm.leads.duplicateGroupsFetched,
    summary:
      'Possible duplicates across the company: groups of two or more leads sharing an email (any case) or a phone number (last ten digits, at least seven digits), biggest first then newest; each group has key (email|phone), value, count and its newest 10 leads; page, limit (at most 50); names spelled alike only per lead, under /api/crm/leads/{id}/duplicates',
    data: ['groups', 'pagination'],
  }),
  inTag('CRM Leads')({
    method: 'POST',
    path: '/api/crm/leads/:id/merge',
    procedure: 'crm.leads.merge',
    message: MESSAGES.crm.leads.merged,
    summary:
      'Merge the lead mergeId into this one: fields holds the values chosen for the survivor; meetings, enquiries, notes and the timeline move to it, and GET of the merged id then answers 404 with mergedInto',
    data: ['lead', 'mergedId', 'moved'],
    errors: [404],
  }),
];

export const crmMeetingRoutes = recordRoutes({
  tag: 'CRM Meetings',
  plural: 'meetings',
  one: 'meeting',
  listSummary:
    'Meetings: search (client, brand, email of the lead; title), status, type, leadId, brandId (of the lead), csPersonId, from/to; sort; paginated by page or cursor',
  listData: ['meetings', 'pagination', 'nextCursor'],
  writeSummary: `Schedule a meeting for a lead (title 'Meeting with {client}', 60 minutes, Initial Call, Video Call); ${CS_PERSON}, else the lead's`,
  removeSummary: 'Delete a meeting',
});

const enquiryRoutes = recordRoutes({
  tag: 'CRM Enquiries',
  plural: 'enquiries',
  one: 'enquiry',
  listSummary:
    'Enquiries: search (client, brand, requirement), stage, productType, leadId, brandId (of the lead), csPersonId; sort; paginated by page or cursor; summary over the whole filtered set',
  listData: ['enquiries', 'pagination', 'nextCursor', 'summary'],
  writeSummary: `Add an enquiry for a lead (defaults Website, Medium, Medium, New); ${CS_PERSON}`,
  removeSummary: 'Delete an enquiry',
});

export const crmEnquiryRoutes: RestRoute[] = [
  ...enquiryRoutes,
  inTag('CRM Enquiries')({
    method: 'POST',
    path: '/api/crm/enquiries/:id/send-proposal',
    procedure: 'crm.enquiries.sendProposal',
    message: MESSAGES.crm.enquiries.proposalSent,
    summary: 'Send Proposal: the stage becomes Quotation Sent (409 when already Won or Lost)',
    data: ['enquiry'],
    errors: [404, 409],
  }),
];

export const crmDashboardRoutes: RestRoute[] = [
  inTag('CRM Dashboard')({
    method: 'GET',
    path: '/api/crm/dashboard',
    procedure: 'crm.dashboard.get',
    message: MESSAGES.crm.dashboard.fetched,
    summary: 'CRM totals (brands, leads, meetings, enquiries, lead and enquiry value) and leads per stage',
    data: ['summary', 'leadsByStage'],
  }),
];
