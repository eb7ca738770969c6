import type { RestRoute } from '../route-types';
import { superAdminRoute } from './platform';

/** What operators look after: the sent-mail log (decision 0015), a company's export (0019). */
export const operationsRoutes: RestRoute[] = [
  superAdminRoute('Operations', {
    method: 'GET',
    path: '/api/super-admin/mail-outbox',
    procedure: 'platform.mailOutbox.list',
    summary:
      "The sent-mail log, newest first, one page (`page`, `limit` up to 100, default 100). `status` filters it: unsent (the default: pending and failed, as this route always answered), all, sent, pending (tried again at nextAttemptAt), failed (tries spent) or console (printed to the server's console: no SMTP is set). `delivery` says where mail goes (mode smtp with smtpHost, or console). Each mail has to, subject, status, attempts, the last error, nextAttemptAt, sentAt, createdAt and `body`: kept, held (a one-time code not delivered yet) or removed (it held one and was sent or printed); never the bodies themselves",
    data: ['delivery', 'mails', 'pagination'],
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
