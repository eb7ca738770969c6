import { MESSAGES, type MeetingListInput } from '@app/contracts';
import { and, eq, gte, lt, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { AppError } from '../../core/errors';
import { pageQuery, pageWithCursor, readPage } from '../../kit/pagination/cursor';
import { paginationOf, sortTerms } from '../../kit/pagination/page';
import { cachedTotal } from '../../kit/pagination/totals';
import { customConditions, listFieldsOf, listSortKey, type ListFields } from '../custom-fields/list';
import { recordSearch } from '../list-search';
import { visibleMeetings } from '../visibility';
import { countMeetings, selectMeetings, serializeMeeting } from './serialize';

const { meetings, leads } = tenantTables;

/** Also the order of the list's export (crm/export). */
export const SORT_KEYS = {
  scheduledDate: meetings.scheduledAt,
  createdAt: meetings.createdAt,
  clientName: sql`lower(${leads.clientName})`,
  status: meetings.status,
  type: meetings.type,
} as const;

/** The custom fields a meetings list request searches, sorts or filters by. */
export const meetingListFields = (tx: Executor, input: MeetingListInput) =>
  listFieldsOf(tx, 'meeting', meetings.customFields, input);

export const meetingSortKey = (input: MeetingListInput, list: ListFields) => listSortKey(SORT_KEYS, list, input.sort);

/** The list's search and filters; its export reads the same rows (crm/export). */
export function listConditions(input: MeetingListInput, list: ListFields): SQL | undefined {
  const custom = customConditions(list, input);
  return and(
    recordSearch(input.search, meetings.leadId, [meetings.title], custom.searchMatches),
    custom.filter,
    input.status ? eq(meetings.status, input.status) : undefined,
    input.type ? eq(meetings.type, input.type) : undefined,
    input.leadId ? eq(meetings.leadId, input.leadId) : undefined,
    input.brandId ? eq(leads.brandId, input.brandId) : undefined,
    input.csPersonId ? eq(meetings.csPersonId, input.csPersonId) : undefined,
    input.from ? gte(meetings.scheduledAt, new Date(input.from)) : undefined,
    input.to ? lt(meetings.scheduledAt, new Date(input.to)) : undefined,
    input.updatedSince ? gte(meetings.updatedAt, input.updatedSince) : undefined,
  );
}

/** One page of meetings and the total matching the search and filters (docs/product/crm.md#meetings; docs/architecture.md#the-web-app). */
export async function listMeetings(tx: Executor, input: MeetingListInput, timeZone: string) {
  const list = await meetingListFields(tx, input);
  const where = and(listConditions(input, list), visibleMeetings(tx));
  const terms = sortTerms(meetingSortKey(input, list), input.order, meetings.createdAt, meetings.id);
  const [rows, total] = await readPage(input, () =>
    Promise.all([
      pageQuery(input, terms, where, (cursor) => selectMeetings(tx, cursor)),
      cachedTotal(tx, ['meetings', 'leads', 'brands', 'users'], countMeetings(tx).where(where)),
    ]),
  );
  const page = pageWithCursor(rows, input);
  return {
    meetings: page.rows.map((row) => serializeMeeting(row, timeZone)),
    pagination: paginationOf(input, total),
    nextCursor: page.nextCursor,
  };
}

async function oneMeeting(tx: Executor, id: string, visible: SQL | undefined) {
  const [row] = await selectMeetings(tx).where(and(eq(meetings.id, id), visible));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.crm.meetings.notFound);
  return row;
}

/**
 * One meeting of this company that the caller may see; another company's id, or a meeting outside
 * the caller's record visibility, is unknown here (404).
 */
export const findMeeting = (tx: Executor, id: string) => oneMeeting(tx, id, visibleMeetings(tx));

/** A meeting this request just wrote, as it now stands (it may be someone else's now). */
export const readBackMeeting = (tx: Executor, id: string) => oneMeeting(tx, id, undefined);
