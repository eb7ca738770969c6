/** The Leads list's URL state: filters and sortable columns as the server takes them (docs/product/crm.md#leads, #lists). */
import { FOLLOW_UP_FILTERS, LEAD_SORTS, LEAD_STAGES, OUTCOMES, PRIORITIES } from '@app/contracts';

import { defineCrmList, type CrmQuery } from '../kit/crm-list-state';

export const LEAD_FOLLOW_UPS = FOLLOW_UP_FILTERS;

export const LEADS_LIST = defineCrmList({
  filters: {
    stage: LEAD_STAGES,
    priority: PRIORITIES,
    outcome: OUTCOMES,
    brandId: 'id',
    csPersonId: 'id',
    followUp: LEAD_FOLLOW_UPS,
  },
  sorts: LEAD_SORTS,
  defaultSort: 'createdAt',
  customFields: true,
});

export type LeadSort = (typeof LEADS_LIST.sorts)[number];
export type LeadFilter = keyof typeof LEADS_LIST.filters;

/** The list call's input (page, limit, sort, order, search and the set filters). */
export type LeadsQuery = CrmQuery<LeadFilter, LeadSort>;
