/** The Enquiries list's URL state: filters and sortable columns as the server takes them (docs/product/crm.md#enquiries, #lists). */
import { ENQUIRY_SORTS, ENQUIRY_STAGES, PRODUCT_TYPES } from '@app/contracts';

import { defineCrmList, type CrmQuery } from '../kit/crm-list-state';

export const ENQUIRIES_LIST = defineCrmList({
  filters: { stage: ENQUIRY_STAGES, productType: PRODUCT_TYPES, brandId: 'id' },
  sorts: ENQUIRY_SORTS,
  defaultSort: 'createdAt',
  customFields: true,
});

export type EnquirySort = (typeof ENQUIRIES_LIST.sorts)[number];
export type EnquiryFilter = keyof typeof ENQUIRIES_LIST.filters;

/** The list call's input (page, limit, sort, order, search and the set filters). */
export type EnquiriesQuery = CrmQuery<EnquiryFilter, EnquirySort>;
