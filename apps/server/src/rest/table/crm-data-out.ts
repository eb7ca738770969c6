import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

const FILTERS = 'the same filters, search and sort as the list (page and limit ignored), and format=csv|xlsx';

const exportRoute = (tag: string, path: `/api/${string}`, procedure: string, what: string): RestRoute => ({
  method: 'GET',
  path,
  procedure,
  download: true,
  summary: `Export ${what} as a file, streamed: ${FILTERS}. Cells that start like a formula (= + - @ tab CR) get a leading apostrophe`,
  tag,
  auth: true,
  host: 'tenant',
});

/**
 * Exports of the lists (files, streamed by their own handler: download.ts) and the global search
 * (decision 0021). Each export answers on its list's path plus `/export`, for the roles of that list.
 * `export` is a static segment, matched before the records' `:id`.
 */
export const crmDataOutRoutes: RestRoute[] = [
  exportRoute('CRM Brands', '/api/crm/brands/export', 'crm.exports.brands', 'the brands with every column'),
  exportRoute('CRM Leads', '/api/crm/leads/export', 'crm.exports.leads', 'the leads'),
  exportRoute('CRM Meetings', '/api/crm/meetings/export', 'crm.exports.meetings', 'the meetings'),
  exportRoute('CRM Enquiries', '/api/crm/enquiries/export', 'crm.exports.enquiries', 'the enquiries'),
  exportRoute('Team', '/api/company/team/export', 'company.teamExport', 'the team (owners and admins)'),
  {
    method: 'GET',
    path: '/api/crm/search',
    procedure: 'crm.search',
    message: MESSAGES.crm.dataOut.searchFetched,
    summary:
      'Search brands, leads, meetings, enquiries and (owners and admins) team members for q: results per kind, exact and prefix matches first, then fragments; similar spellings (rank 3) when nothing matches as typed',
    data: ['results'],
    tag: 'CRM Search',
    auth: true,
    host: 'tenant',
  },
];
