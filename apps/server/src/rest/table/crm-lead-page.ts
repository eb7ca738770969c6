import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

type Route = Omit<RestRoute, 'tag' | 'auth' | 'host'>;
const leadPage = (r: Route): RestRoute => ({ ...r, tag: 'CRM Lead Page', auth: true, host: 'tenant' });
const ATTACHMENTS = ['attachments'] as const;
const NOTE = '/api/crm/leads/:id/notes/:noteId' as const;

/** The lead page's timeline and notes (docs/product/crm.md#lead-page); `id` is the lead. */
export const crmLeadPageRoutes: RestRoute[] = [
  leadPage({
    method: 'GET',
    path: '/api/crm/leads/:id/activity',
    procedure: 'crm.leadActivity.list',
    message: MESSAGES.crm.leadActivity.fetched,
    summary:
      "A lead's activity, newest first: created, field changes (old and new value), stage from -> to, meetings, enquiries, notes; page, limit",
    data: ['activity', 'pagination'],
    errors: [404],
  }),
  leadPage({
    method: 'GET',
    path: '/api/crm/leads/:id/notes',
    procedure: 'crm.leadNotes.list',
    message: MESSAGES.crm.leadNotes.fetched,
    summary: "A lead's notes, newest first, with signed attachment URLs",
    data: ['notes'],
    errors: [404],
  }),
  leadPage({
    method: 'POST',
    path: '/api/crm/leads/:id/notes',
    procedure: 'crm.leadNotes.create',
    status: 201,
    message: MESSAGES.crm.leadNotes.added,
    files: ATTACHMENTS,
    summary: 'Add a note to a lead (multipart: content and attachments: pdf, doc, docx, txt, jpg, png, gif)',
    data: ['note'],
    errors: [404],
  }),
  leadPage({
    method: 'PUT',
    path: NOTE,
    procedure: 'crm.leadNotes.update',
    message: MESSAGES.crm.leadNotes.updated,
    files: ATTACHMENTS,
    summary: 'Edit a lead note: new content, existingAttachments (ids to keep, JSON list) and new attachments',
    data: ['note'],
    errors: [404],
  }),
  leadPage({
    method: 'DELETE',
    path: NOTE,
    procedure: 'crm.leadNotes.remove',
    message: MESSAGES.crm.leadNotes.deleted,
    summary: 'Delete a lead note and its attachments',
    data: ['id', '_id'],
    errors: [404],
  }),
];
