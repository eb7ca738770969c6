import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';
import { superAdminRoute } from './platform';

const timeline = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>) => superAdminRoute('Company Timeline', r);
const notes = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>) => superAdminRoute('Company Notes', r);
const ATTACHMENTS = ['attachments'] as const;

/** A company's timeline and the platform's notes about it (docs/product/platform-admin.md#company-detail, #rest-paths). */
export const companyRecordRoutes: RestRoute[] = [
  timeline({
    method: 'GET',
    path: '/api/super-admin/companies/:companyId/timeline',
    procedure: 'platform.companyTimeline.list',
    message: MESSAGES.timeline.fetched,
    summary: "A company's history, newest first (recorded by the server with every change)",
    data: ['timeline', 'pagination'],
  }),
  timeline({
    method: 'POST',
    path: '/api/super-admin/companies/:companyId/timeline',
    procedure: 'platform.companyTimeline.add',
    status: 201,
    message: MESSAGES.timeline.added,
    summary: "Add an integrator's own event to a company's timeline",
    data: ['event'],
  }),
  notes({
    method: 'GET',
    path: '/api/super-admin/companies/:companyId/notes',
    procedure: 'platform.companyNotes.list',
    message: MESSAGES.notes.fetched,
    summary: "The platform's notes about a company, newest first, with signed attachment URLs",
    data: ['notes'],
  }),
  notes({
    method: 'POST',
    path: '/api/super-admin/companies/:companyId/notes',
    procedure: 'platform.companyNotes.create',
    status: 201,
    message: MESSAGES.notes.added,
    files: ATTACHMENTS,
    summary: 'Add a note (multipart: content and any number of attachments: pdf, doc, docx, txt, jpg, png, gif)',
    data: ['note'],
  }),
  notes({
    method: 'PUT',
    path: '/api/super-admin/companies/:companyId/notes/:noteId',
    procedure: 'platform.companyNotes.update',
    message: MESSAGES.notes.updated,
    files: ATTACHMENTS,
    summary: 'Edit a note: new content, existingAttachments (ids to keep, JSON list) and new attachments',
    data: ['note'],
  }),
  notes({
    method: 'DELETE',
    path: '/api/super-admin/companies/:companyId/notes/:noteId',
    procedure: 'platform.companyNotes.remove',
    message: MESSAGES.notes.deleted,
    summary: 'Delete a note and its attachments',
    data: ['id', '_id'],
  }),
];
