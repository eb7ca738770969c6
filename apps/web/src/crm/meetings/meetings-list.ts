/** The Meetings list's URL state: filters and sortable columns as the server takes them (docs/product/crm.md#meetings, #lists). */
import { MEETING_SORTS, MEETING_STATUSES, MEETING_TYPES } from '@app/contracts';

import { defineCrmList, type CrmQuery } from '../kit/crm-list-state';

export const MEETINGS_LIST = defineCrmList({
  filters: { status: MEETING_STATUSES, type: MEETING_TYPES, brandId: 'id' },
  sorts: MEETING_SORTS,
  defaultSort: 'scheduledDate',
  customFields: true,
});

export type MeetingSort = (typeof MEETINGS_LIST.sorts)[number];
export type MeetingFilter = keyof typeof MEETINGS_LIST.filters;

/** The list call's input (page, limit, sort, order, search and the set filters). */
export type MeetingsQuery = CrmQuery<MeetingFilter, MeetingSort>;
