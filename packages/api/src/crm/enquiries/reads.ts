import { MESSAGES, type EnquiryListInput, type EnquirySummary } from '@app/contracts';
import { and, eq, gte, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { AppError } from '../../core/errors';
import { pageQuery, pageWithCursor, readPage } from '../../kit/pagination/cursor';
import { paginationOf, sortTerms } from '../../kit/pagination/page';
import { cachedAggregate } from '../../kit/pagination/totals';
import { customConditions, listFieldsOf, listSortKey, type ListFields } from '../custom-fields/list';
import { recordSearch } from '../list-search';
import { visibleEnquiries } from '../visibility';
import { selectEnquiries, serializeEnquiry, summarizeEnquiries } from './serialize';

const { enquiries, leads } = tenantTables;

/** Also the order of the list's export (crm/export). */
export const SORT_KEYS = {
  addedDate: enquiries.addedDate,
  createdAt: enquiries.createdAt,
  clientName: sql`lower(${leads.clientName})`,
  stage: enquiries.stage,
  value: enquiries.value,
  deliveryDate: enquiries.deliveryDate,
} as const;

/** The custom fields an enquiries list request searches, sorts or filters by. */
export const enquiryListFields = (tx: Executor, input: EnquiryListInput) =>
  listFieldsOf(tx, 'enquiry', enquiries.customFields, input);

export const enquirySortKey = (input: EnquiryListInput, list: ListFields) => listSortKey(SORT_KEYS, list, input.sort);

/** The list's search and filters; its export reads the same rows (crm/export). */
export function listConditions(input: EnquiryListInput, list: ListFields): SQL | undefined {
  const custom = customConditions(list, input);
  return and(
    recordSearch(input.search, enquiries.leadId, [enquiries.requirement], custom.searchMatches),
    custom.filter,
    input.stage ? eq(enquiries.stage, input.stage) : undefined,
    input.productType ? eq(enquiries.productType, input.productType) : undefined,
    input.leadId ? eq(enquiries.leadId, input.leadId) : undefined,
    input.brandId ? eq(leads.brandId, input.brandId) : undefined,
    input.csPersonId ? eq(enquiries.csPersonId, input.csPersonId) : undefined,
    input.updatedSince ? gte(enquiries.updatedAt, input.updatedSince) : undefined,
  );
}

/**
 * One page of enquiries, the total matching the search and filters, and the summary cards over
 * that whole set (conversion = won / total as a rounded percent, 0 when none).
 */
export async function listEnquiries(tx: Executor, input: EnquiryListInput) {
  const list = await enquiryListFields(tx, input);
  const where = and(listConditions(input, list), visibleEnquiries(tx));
  const terms = sortTerms(enquirySortKey(input, list), input.order, enquiries.createdAt, enquiries.id);
  const [rows, figures] = await readPage(input, () =>
    Promise.all([
      pageQuery(input, terms, where, (cursor) => selectEnquiries(tx, cursor)),
      cachedAggregate(tx, ['enquiries', 'leads', 'brands', 'users'], summarizeEnquiries(tx).where(where)),
    ]),
  );
  const totals = figures ?? { total: 0, won: 0, totalValue: 0 };
  const summary: EnquirySummary = {
    ...totals,
    conversionRate: totals.total === 0 ? 0 : Math.round((totals.won / totals.total) * 100),
  };
  const page = pageWithCursor(rows, input);
  return {
    enquiries: page.rows.map(serializeEnquiry),
    pagination: paginationOf(input, totals.total),
    nextCursor: page.nextCursor,
    summary,
  };
}

async function oneEnquiry(tx: Executor, id: string, visible: SQL | undefined) {
  const [row] = await selectEnquiries(tx).where(and(eq(enquiries.id, id), visible));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.crm.enquiries.notFound);
  return row;
}

/**
 * One enquiry of this company that the caller may see; another company's id, or an enquiry outside
 * the caller's record visibility, is unknown here (404).
 */
export const findEnquiry = (tx: Executor, id: string) => oneEnquiry(tx, id, visibleEnquiries(tx));

/** An enquiry this request just wrote, as it now stands (it may be someone else's now). */
export const readBackEnquiry = (tx: Executor, id: string) => oneEnquiry(tx, id, undefined);
