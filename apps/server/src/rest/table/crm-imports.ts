import { IMPORT_LIMITS, MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

const route = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>): RestRoute => ({
  ...r,
  tag: 'CRM Imports',
  auth: true,
  host: 'tenant',
});
const BASE = '/api/crm/imports';
const m = MESSAGES.crm.imports;

/**
 * CSV imports on the company's host, for every company role: upload (multipart, `kind` first, then
 * `file`, up to 50 MB, streamed), preview, start, follow the progress, cancel, read the history.
 */
export const crmImportRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: BASE,
    procedure: 'crm.imports.create',
    status: 201,
    message: m.uploaded,
    streamFile: 'file',
    summary:
      'Upload a CSV (multipart: kind = brand | lead | meeting | enquiry, then file; up to 50 MB, UTF-8 or Windows-1252, delimiter detected). Answers the headers, the fields and the suggested or remembered mapping; nothing is imported yet',
    data: ['import', 'fields', 'sample', 'remembered'],
  }),
  route({
    method: 'GET',
    path: BASE,
    procedure: 'crm.imports.history',
    message: m.historyFetched,
    summary: "The company's imports, newest first, with their summaries",
    data: ['imports'],
  }),
  route({
    method: 'GET',
    path: `${BASE}/:id`,
    procedure: 'crm.imports.get',
    message: m.fetched,
    summary: 'One import: status, progress (rows done / total, rows per second, seconds left), counts and row errors',
    data: ['import', 'fields', 'sample', 'remembered'],
  }),
  route({
    method: 'POST',
    path: `${BASE}/:id/preview`,
    procedure: 'crm.imports.preview',
    message: m.previewed,
    summary:
      'Check every row against a mapping (one field key or null per column) without writing: the first rows as stored, row errors, valid and duplicate counts',
    data: ['import', 'fields', 'preview'],
    errors: [409],
  }),
  route({
    method: 'GET',
    path: `${BASE}/:id/failures.csv`,
    procedure: 'crm.imports.failures',
    download: true,
    downloadTypes: ['csv'],
    summary:
      'The failing rows as a CSV file, streamed: the line in the uploaded file, every original column, then the reasons. Before the run the rows are checked against the saved mapping; after it, the rows the run refused. Cells that start like a formula (= + - @ tab CR) get a leading apostrophe',
  }),
  route({
    method: 'POST',
    path: `${BASE}/:id/start`,
    procedure: 'crm.imports.start',
    message: m.started,
    summary:
      'Start the import in the background: duplicates = skip | update | create, commitMode = all (nothing written unless every row is valid) | valid',
    data: ['import'],
    errors: [409],
  }),
  route({
    method: 'POST',
    path: `${BASE}/:id/cancel`,
    procedure: 'crm.imports.cancel',
    message: m.cancelRequested,
    summary: 'Cancel an import; a running one stops at its next batch and nothing it wrote is kept',
    data: ['import'],
    errors: [409],
  }),
  route({
    method: 'POST',
    path: `${BASE}/:id/revert`,
    procedure: 'crm.imports.revert',
    message: m.revertQueued,
    summary:
      'Undo a completed import (owners, admins, or whoever ran it; within 7 days): records it created are deleted and records it updated get their earlier values back, except those changed since, which are kept and listed; follow import.revert (status, done of total, deleted, restored, kept, ' +
      `keptRecords: the first ${IMPORT_LIMITS.revertKeptShown} kept, each with id, reason and label, its name when undone, up to ${IMPORT_LIMITS.revertKeptLabelMax} characters; undos made before names were kept have no label)`,
    data: ['import'],
    errors: [403, 409],
  }),
];
