import type { RestRoute } from '../route-types';
import { superAdminRoute } from './platform';

/** What operators look after (issue 11): unsent mail (decision 0015), a company's export (0019). */
export const operationsRoutes: RestRoute[] = [
  superAdminRoute('Operations', {
    method: 'GET',
    path: '/api/super-admin/mail-outbox',
    procedure: 'platform.mailOutbox.unsent',
    summary:
      'Mail not delivered yet, newest first (up to 100): pending (tried again at nextAttemptAt) or failed (tries spent), with attempts and the last error; never the bodies',
    data: ['mails'],
  }),
  superAdminRoute('Operations', {
    method: 'GET',
    path: '/api/super-admin/companies/:id/export',
    procedure: 'platform.companyExport.download',
    download: true,
    summary:
      "One company's data as a .tar.gz, streamed, for a company that leaves: its platform row (company.json), every table of its schema as JSON lines (tables/*.jsonl; columns and types in manifest.json) and its stored files (files/)",
  }),
];
