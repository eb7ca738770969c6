import { dayIn, MESSAGES, type LeadListInput } from '@app/contracts';
import { and, count, eq, gte, lt, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { AppError } from '../../core/errors';
import { pageQuery, pageWithCursor, readPage } from '../../kit/pagination/cursor';
import { paginationOf, sortTerms } from '../../kit/pagination/page';
import { cachedTotal } from '../../kit/pagination/totals';
import { customConditions, listFieldsOf, listSortKey, type ListFields } from '../custom-fields/list';
import { leadSearch } from '../list-search';
import { visibleLeads } from '../visibility';
import { selectLeads, serializeLead } from './serialize';

const { leads, brands, leadMerges } = tenantTables;

/** Also the board's order within a column (crm/board). */
export const SORT_KEYS = {
  date: leads.date,
  createdAt: leads.createdAt,
  clientName: sql`lower(${leads.clientName})`,
  stage: leads.stage,
  nextFollowUpDate: leads.nextFollowUpDate,
  estimatedValue: leads.estimatedValue,
} as const;

/** The custom fields a leads list request searches, sorts or filters by. */
export const leadListFields = (tx: Executor, input: LeadListInput) =>
  listFieldsOf(tx, 'lead', leads.customFields, input);

export const leadSortKey = (input: LeadListInput, list: ListFields) => listSortKey(SORT_KEYS, list, input.sort);

/** The list's search and filters; the board counts and pages with the same ones (crm/board). */
export function listConditions(input: LeadListInput, list: ListFields, now: Date, timeZone = 'UTC'): SQL | undefined {
  // "Today" is the company's calendar day (docs/architecture.md#the-web-app), worked out only when a filter needs it.
  const today = input.followUp ? dayIn(now, timeZone) : '';
  const custom = customConditions(list, input);
  return and(
    leadSearch(input.search, custom.searchMatches),
    custom.filter,
    input.stage ? eq(leads.stage, input.stage) : undefined,
    input.outcome ? eq(leads.outcome, input.outcome) : undefined,
    input.priority ? eq(leads.priority, input.priority) : undefined,
    input.brandId ? eq(leads.brandId, input.brandId) : undefined,
    input.csPersonId ? eq(leads.csPersonId, input.csPersonId) : undefined,
    input.followUp === 'overdue' ? lt(leads.nextFollowUpDate, today) : undefined,
    input.followUp === 'today' ? eq(leads.nextFollowUpDate, today) : undefined,
    input.updatedSince ? gte(leads.updatedAt, input.updatedSince) : undefined,
  );
}

/** One page of leads and the total matching the search and filters (docs/product/crm.md#leads; docs/architecture.md#the-web-app). */
export async function listLeads(tx: Executor, input: LeadListInput, now: Date, timeZone = 'UTC') {
  const list = await leadListFields(tx, input);
  const where = and(listConditions(input, list, now, timeZone), visibleLeads(tx));
  const terms = sortTerms(leadSortKey(input, list), input.order, leads.createdAt, leads.id);
  // Sent together: the page and the total's change counters share one round trip.
  const [rows, total] = await readPage(input, () =>
    Promise.all([
      pageQuery(input, terms, where, (cursor) => selectLeads(tx, cursor)),
      cachedTotal(
        tx,
        // users too: a department's people change with its members (crm/visibility).
        ['leads', 'brands', 'users'],
        tx.select({ total: count() }).from(leads).innerJoin(brands, eq(brands.id, leads.brandId)).where(where),
      ),
    ]),
  );
  const page = pageWithCursor(rows, input);
  return { leads: page.rows.map(serializeLead), pagination: paginationOf(input, total), nextCursor: page.nextCursor };
}

async function oneLead(tx: Executor, id: string, visible: SQL | undefined) {
  const [row] = await selectLeads(tx).where(and(eq(leads.id, id), visible));
  if (!row) throw await notFound(tx, id);
  return row;
}

/** A lead merged into another says where it went (`mergedInto`); any other unknown id is just unknown. */
async function notFound(tx: Executor, id: string): Promise<AppError> {
  const [merge] = await tx
    .select({ survivorId: leadMerges.survivorId })
    .from(leadMerges)
    .where(eq(leadMerges.mergedId, id));
  if (!merge) return new AppError('NOT_FOUND', MESSAGES.crm.leads.notFound);
  return new AppError('NOT_FOUND', MESSAGES.crm.leads.mergedAway, undefined, { mergedInto: merge.survivorId });
}

/**
 * One lead of this company that the caller may see; another company's id, or a lead outside the
 * caller's record visibility, is unknown here (404).
 */
export const findLead = (tx: Executor, id: string) => oneLead(tx, id, visibleLeads(tx));

/** A lead this request just wrote, as it now stands (its CS person may be someone else now). */
export const readBackLead = (tx: Executor, id: string) => oneLead(tx, id, undefined);
