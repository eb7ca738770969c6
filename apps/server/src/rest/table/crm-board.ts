import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

/** The pipeline board of leads; `board` is a static segment, so it wins over `/api/crm/leads/:id`. */
export const crmLeadBoardRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/crm/leads/board',
    procedure: 'crm.leadBoard.columns',
    message: MESSAGES.crm.leadBoard.fetched,
    summary:
      'Pipeline board: one column per lead stage in the stage order, each with count and value over the whole filtered set and one page of leads (hasMore). Takes the leads list filters, search, sort and order; stage leaves one column; page and limit page within each column',
    data: ['columns'],
    tag: 'CRM Leads',
    auth: true,
    host: 'tenant',
  },
];
