/**
 * Which record events each write procedure causes, read from its input and its answer (the records
 * exactly as the REST API returns them). The step in the procedure chain (steps.ts) runs the rule
 * inside the write's transaction, after the write succeeded. A write procedure missing here
 * records nothing: a new one that changes records adds its rule (tested in procedure-events.test.ts).
 * Admin-host writes record their own (PLATFORM_WRITES_WITH_EVENTS).
 */
import { idParam, type RecordEventType, type TeamBulkAction, type TeamBulkResult } from '@app/contracts';
import { eq, tenantTables, type Tx } from '@app/db';

import { findBrand } from '../../crm/brands/reads';
import { serializeBrand } from '../../crm/brands/serialize';
import { findEnquiry } from '../../crm/enquiries/reads';
import { serializeEnquiry } from '../../crm/enquiries/serialize';
import { findLead } from '../../crm/leads/reads';
import { serializeLead } from '../../crm/leads/serialize';
import { findMeeting } from '../../crm/meetings/reads';
import { serializeMeeting } from '../../crm/meetings/serialize';
import { urlSigning } from '../../services/files/signed-url';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { requireMember } from '../members';
import { bulkMemberEvents, memberEvent } from './member-events';
import type { NewRecordEvent } from './record';

const { leads, meetings, enquiries } = tenantTables;

type Json = Record<string, unknown>;

export interface RuleCall {
  ctx: TenantContext;
  input: Json;
  output: Json;
  /** What `before` read, in the same transaction, before the write. */
  before: unknown;
}

export interface EventRule {
  before?: (tx: Tx, input: Json) => Promise<unknown>;
  events: (call: RuleCall) => Promise<NewRecordEvent[]> | NewRecordEvent[];
}

const record = (output: Json, key: string) => output[key] as Json & { id: string };
const event = (type: RecordEventType, data: Json & { id: string }): NewRecordEvent => ({
  type,
  recordId: data.id,
  data,
});
const gone = (type: RecordEventType, id: string) => event(type, { id });

/** The answer's record under `key` as the `<entity>.<what>` event. */
const answered =
  (type: RecordEventType, key: string): EventRule['events'] =>
  ({ output }) => [event(type, record(output, key))];

const deleted =
  (type: RecordEventType): EventRule['events'] =>
  ({ input }) => [gone(type, input.id as string)];

/** `before` runs ahead of the input's validation: an id that is not one reads nothing. */
const idOf = (input: Json) => {
  const id = idParam.safeParse(input.id);
  return id.success ? id.data : null;
};

async function stageOf(tx: Tx, input: Json) {
  const id = idOf(input);
  if (!id) return undefined;
  const [row] = await tx.select({ stage: leads.stage }).from(leads).where(eq(leads.id, id));
  return row?.stage;
}

/** A lead's meetings and enquiries go with it (foreign keys cascade); each is a deletion of its own. */
async function childrenOf(tx: Tx, input: Json) {
  const id = idOf(input);
  if (!id) return { meetings: [], enquiries: [] };
  const ids = async (table: typeof meetings | typeof enquiries) =>
    (await tx.select({ id: table.id }).from(table).where(eq(table.leadId, id))).map((r) => r.id);
  return { meetings: await ids(meetings), enquiries: await ids(enquiries) };
}

async function bulkBrandEvents({ ctx, input, output }: RuleCall): Promise<NewRecordEvent[]> {
  const done = (output.results as { id: string; ok: boolean }[]).filter((r) => r.ok).map((r) => r.id);
  if (input.action === 'delete') return done.map((id) => gone('brand.deleted', id));
  const signing = urlSigning(ctx);
  const events = [];
  for (const id of done) events.push(event('brand.updated', serializeBrand(await findBrand(ctx.tx, id), signing)));
  return events;
}

/** Done and snooze change a lead's or an enquiry's follow-up date: that record, as its GET answers it. */
async function followUpEvents({ ctx, output }: RuleCall): Promise<NewRecordEvent[]> {
  const { kind, id } = output.followUp as { kind: 'lead' | 'enquiry'; id: string };
  if (kind === 'lead') return [event('lead.updated', serializeLead(await findLead(ctx.tx, id)))];
  return [event('enquiry.updated', serializeEnquiry(await findEnquiry(ctx.tx, id)))];
}

/**
 * A merge: the survivor as it now stands, the merged lead gone, and each meeting and enquiry that
 * moved, as its GET now answers it (its lead changed).
 */
async function mergeEvents({ ctx, output }: RuleCall): Promise<NewRecordEvent[]> {
  const moved = output.moved as { meetings: string[]; enquiries: string[] };
  const events = [event('lead.updated', record(output, 'lead')), gone('lead.deleted', output.mergedId as string)];
  for (const id of moved.meetings) {
    events.push(event('meeting.updated', serializeMeeting(await findMeeting(ctx.tx, id), ctx.company.timeZone)));
  }
  for (const id of moved.enquiries)
    events.push(event('enquiry.updated', serializeEnquiry(await findEnquiry(ctx.tx, id))));
  return events;
}

export const PROCEDURE_EVENTS: Record<string, EventRule> = {
  'crm.leads.create': { events: answered('lead.created', 'lead') },
  'crm.leads.update': {
    before: stageOf,
    events: ({ output, before }) => {
      const lead = record(output, 'lead');
      const moved = before !== undefined && before !== lead.stage;
      return [event('lead.updated', lead), ...(moved ? [event('lead.stage_changed', lead)] : [])];
    },
  },
  'crm.leads.remove': {
    before: childrenOf,
    events: ({ input, before }) => {
      const { meetings: m, enquiries: e } = before as { meetings: string[]; enquiries: string[] };
      return [
        ...m.map((id) => gone('meeting.deleted', id)),
        ...e.map((id) => gone('enquiry.deleted', id)),
        gone('lead.deleted', input.id as string),
      ];
    },
  },
  'crm.leads.merge': { events: mergeEvents },
  'crm.meetings.create': { events: answered('meeting.created', 'meeting') },
  'crm.meetings.update': { events: answered('meeting.updated', 'meeting') },
  'crm.meetings.remove': { events: deleted('meeting.deleted') },
  'crm.enquiries.create': { events: answered('enquiry.created', 'enquiry') },
  'crm.enquiries.update': { events: answered('enquiry.updated', 'enquiry') },
  'crm.enquiries.sendProposal': { events: answered('enquiry.updated', 'enquiry') },
  'crm.enquiries.remove': { events: deleted('enquiry.deleted') },
  'crm.brands.create': { events: answered('brand.created', 'brand') },
  'crm.brands.update': { events: answered('brand.updated', 'brand') },
  'crm.brands.remove': { events: deleted('brand.deleted') },
  'crm.brands.bulk': { events: bulkBrandEvents },
  'company.team.invite': { events: answered('member.created', 'user') },
  'company.team.update': { events: answered('member.updated', 'user') },
  'company.team.setAvatar': { events: answered('member.updated', 'user') },
  'company.team.remove': { events: ({ input }) => [gone('member.removed', input.memberId as string)] },
  'company.team.bulk': {
    events: ({ ctx, input, output }) =>
      bulkMemberEvents(ctx.tx, input.action as TeamBulkAction, output.results as TeamBulkResult[], urlSigning(ctx)),
  },
  'crm.followUps.markDone': { events: followUpEvents },
  'crm.followUps.snooze': { events: followUpEvents },
  /** One's own name, phone or picture (User Settings): a change to a member like any other. */
  'user.profile.update': {
    events: async ({ ctx }) => [
      memberEvent('member.updated', await requireMember(ctx.tx, ctx.actor.id), urlSigning(ctx)),
    ],
  },
};

/**
 * Writes that change nothing an integration mirrors: settings, columns (their values arrive on the
 * records), notes (on the lead page), keys and webhooks themselves, one's sessions and digest
 * choice and list layouts, and imports' own steps (their run records its records' events and
 * `import.completed` when it ends: crm/imports/record-events.ts).
 */
export const WRITES_WITHOUT_EVENTS = [
  'company.settings.update',
  'company.departments.save',
  'company.designations.save',
  'company.apiKeys.',
  'company.webhooks.',
  'crm.customColumns.',
  'crm.leadNotes.',
  'crm.imports.',
  'user.signOutEverywhere',
  'user.digest.',
  'user.listLayouts.',
];

/**
 * Admin-host writes open their own transactions, so no procedure step records for them: those that
 * change a company's members record the events themselves, in the tenant transaction of the change
 * (company-team/scope.ts, companies/update.ts for the owner's name and picture).
 */
export const PLATFORM_WRITES_WITH_EVENTS = ['platform.companyTeam.', 'platform.companies.update'];

/**
 * Admin-host writes that change no record of a company's: the platform's own records, a company
 * and its sessions as a whole, and a new company's first owner (no integration can be listening).
 */
export const PLATFORM_WRITES_WITHOUT_EVENTS = [
  'platform.companies.create',
  'platform.companies.remove',
  'platform.companies.setStatus',
  'platform.companyNotes.',
  'platform.companyTimeline.',
  'platform.superAdmins.',
  'platform.apiKeys.',
  'platform.listLayouts.',
];
