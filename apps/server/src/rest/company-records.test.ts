import { describe, expect } from 'vitest';

import type { SerializedNote } from '@app/api/platform/company-notes/serialize';
import type { SerializedTimelineEvent } from '@app/api/platform/company-timeline/serialize';
import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess, TINY_PNG } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';
import {
  exeFile,
  expectPlatformGuards,
  fillPath,
  guardSubjects,
  oversize,
  pdfFile,
  pngFile,
  type GuardSubjects,
} from '../testing/rest-platform';
import { companyRecordRoutes } from './table/company-records';

const TIMELINE = '/api/super-admin/companies/:companyId/timeline';
const NOTES = '/api/super-admin/companies/:companyId/notes';
const NOTE = `${NOTES}/:noteId`;
const GHOST = '00000000-0000-4000-8000-000000000000';

type Note = SerializedNote;

/** Companies rec-a and rec-b, made by the super admin; tests name them by id, as `a` and `b`. */
const it = restTest({ companies: ['rec-a', 'rec-b'] });

const notesUrl = (companyId: number | string) => fillPath(NOTES, { companyId });
const noteUrl = (companyId: number, noteId: string) => fillPath(NOTE, { companyId, noteId });
const notesOf = async (req: JsonCall, companyId: number) =>
  expectSuccess(await req('GET', notesUrl(companyId)), 'GET', NOTES).notes as Note[];
const timelineOf = async (req: JsonCall, companyId: number) =>
  expectSuccess(await req('GET', fillPath(TIMELINE, { companyId })), 'GET', TIMELINE)
    .timeline as SerializedTimelineEvent[];
const addNote = async (req: JsonCall, companyId: number, content: string) =>
  expectSuccess(await req('POST', notesUrl(companyId), { content }), 'POST', NOTES).note as Note;

describe('timeline', () => {
  it('GET answers the server-recorded events with pagination; _id = id', async ({ req, companies: [{ id: a }] }) => {
    const res = await req('GET', `${fillPath(TIMELINE, { companyId: a })}?page=1&limit=10`);
    const data = expectSuccess(res, 'GET', TIMELINE);
    expect(res.body.message).toBe(MESSAGES.timeline.fetched);
    const events = data.timeline as SerializedTimelineEvent[];
    expect(events.map((e) => e.action)).toContain('company_created');
    expect(events.every((e) => e._id === e.id)).toBe(true);
    expect(data.pagination).toMatchObject({ page: 1, limit: 10, total: events.length });
  });

  it('POST adds an integrator event (201, data.event) performed by the caller', async ({
    req,
    companies: [{ id: a }],
  }) => {
    const res = await req('POST', fillPath(TIMELINE, { companyId: a }), {
      action: 'company_updated',
      description: 'Synced from CRM',
      details: { source: 'crm' },
    });
    const event = expectSuccess(res, 'POST', TIMELINE).event as SerializedTimelineEvent;
    expect(event).toMatchObject({
      _id: event.id,
      action: 'company_updated',
      details: { source: 'crm' },
      performedBy: { userName: 'Root Admin' },
    });
    expect((await timelineOf(req, a))[0]).toMatchObject({ description: 'Synced from CRM' });
  });

  it('answers 400 naming the field and 404 for an unknown company', async ({ req, companies: [{ id: a }] }) => {
    const url = fillPath(TIMELINE, { companyId: a });
    const invalid: [object, string, string][] = [
      [{ action: 'party', description: 'x' }, 'action', MESSAGES.timeline.actionInvalid],
      [{ action: 'note_added' }, 'description', MESSAGES.timeline.descriptionRequired],
      [{ action: 'note_added', description: 'x', details: [1] }, 'details', MESSAGES.timeline.detailsInvalid],
    ];
    for (const [body, path, msg] of invalid)
      expectFailure(await req('POST', url, body), 400, 'VALIDATION_ERROR', { path, msg });
    expectFailure(await req('GET', `${url}?limit=1000`), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await req('GET', fillPath(TIMELINE, { companyId: 'abc' })), 400, 'VALIDATION_ERROR', {
      path: 'companyId',
      msg: 'Invalid company id',
    });
    expectFailure(await req('GET', fillPath(TIMELINE, { companyId: 999999 })), 404, 'NOT_FOUND');
    expectFailure(
      await req('POST', fillPath(TIMELINE, { companyId: 999999 }), { action: 'note_added', description: 'x' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('notes: create and read', () => {
  it('creates from multipart with a PDF and a PNG; the attachments are served through signed URLs', async ({
    server,
    req,
    form,
    companies: [{ id: a }],
  }) => {
    const res = await form('POST', notesUrl(a), {
      content: 'Quarterly review with attachments',
      attachments: [pdfFile(), pngFile('chart.png')],
    });
    const created = expectSuccess(res, 'POST', NOTES).note as Note;
    expect(res.body.message).toBe(MESSAGES.notes.added);
    expect(created).toMatchObject({ _id: created.id, title: 'Quarterly review with attachments', isEdited: false });
    expect(created.attachments.map((x) => [x.fileName, x.contentType])).toEqual([
      ['report.pdf', 'application/pdf'],
      ['chart.png', 'image/png'],
    ]);

    const [listed] = await notesOf(req, a);
    expect(listed).toMatchObject({
      id: created.id,
      attachments: [{ fileName: 'report.pdf' }, { fileName: 'chart.png' }],
    });
    const [pdf, png] = listed!.attachments;
    expect(pdf!._id).toBe(pdf!.id);
    const file = await server.app.inject({ method: 'GET', url: pdf!.fileUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdfFile().data)).toBe(true);
    const image = await server.app.inject({ method: 'GET', url: png!.fileUrl! });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await timelineOf(req, a))[0]).toMatchObject({ action: 'note_added' });
  });

  it('creates from JSON; the title is the first 50 characters of the content', async ({
    req,
    companies: [{ id: a }],
  }) => {
    const note = await addNote(req, a, 'x'.repeat(60));
    expect(note).toMatchObject({ title: `${'x'.repeat(50)}...`, attachments: [] });
  });

  it('answers 400 without content, 404 for an unknown company', async ({ req, companies: [{ id: a }] }) => {
    const required = { path: 'content', msg: MESSAGES.notes.contentRequired };
    expectFailure(await req('POST', notesUrl(a), {}), 400, 'VALIDATION_ERROR', required);
    expectFailure(await req('POST', notesUrl(a), { content: '   ' }), 400, 'VALIDATION_ERROR', required);
    expectFailure(await req('GET', notesUrl(999999)), 404, 'NOT_FOUND');
    expectFailure(await req('POST', notesUrl(999999), { content: 'Ghost' }), 404, 'NOT_FOUND');
  });

  it('answers 415 for a disallowed file and 413 for one over 5 MB, creating nothing', async ({
    req,
    form,
    companies: [{ id: a }],
  }) => {
    const before = (await notesOf(req, a)).length;
    const exe = await form('POST', notesUrl(a), {
      content: 'Bad file',
      attachments: [pngFile(), exeFile()],
    });
    expectFailure(exe, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'attachments.1', msg: MESSAGES.files.typeNotAllowed });
    const big = await form('POST', notesUrl(a), {
      content: 'Big file',
      attachments: oversize(pdfFile()),
    });
    expectFailure(big, 413, 'PAYLOAD_TOO_LARGE', { path: 'attachments', msg: MESSAGES.files.fileTooLarge });
    expect(await notesOf(req, a)).toHaveLength(before);
  });
});

describe('notes: update and delete', () => {
  it('updates from multipart: existingAttachments (JSON text) keeps the PDF, a new file is added', async ({
    req,
    form,
    companies: [{ id: a }],
  }) => {
    const fields = { content: 'With files', attachments: [pdfFile(), pngFile()] };
    const created = expectSuccess(await form('POST', notesUrl(a), fields), 'POST', NOTES).note as Note;
    const [pdf] = created.attachments;
    const res = await form('PUT', noteUrl(a, created.id), {
      existingAttachments: JSON.stringify([pdf!.id]),
      attachments: { filename: 'notes.txt', type: 'text/plain', data: Buffer.from('plain words\n') },
    });
    const note = expectSuccess(res, 'PUT', NOTE).note as Note;
    expect(res.body.message).toBe(MESSAGES.notes.updated);
    expect(note).toMatchObject({ id: created.id, content: 'With files', isEdited: true });
    expect(note.attachments.map((x) => x.fileName)).toEqual(['report.pdf', 'notes.txt']);
    expect((await timelineOf(req, a))[0]).toMatchObject({ action: 'note_updated' });
  });

  it('updates the content from JSON, with a new title', async ({ req, companies: [{ id: a }] }) => {
    const { id } = await addNote(req, a, 'Before');
    const note = expectSuccess(await req('PUT', noteUrl(a, id), { content: 'After' }), 'PUT', NOTE).note;
    expect(note).toMatchObject({ id, _id: id, title: 'After', updatedBy: { userName: 'Root Admin' } });
  });

  it('answers 400 for no change or empty content, 415 / 413 for files, and leaves the note as it was', async ({
    req,
    form,
    companies: [{ id: a }],
  }) => {
    const { id } = await addNote(req, a, 'Unchanged');
    const url = noteUrl(a, id);
    for (const body of [{}, { content: 'Unchanged' }]) {
      const res = await req('PUT', url, body);
      expectFailure(res, 400, 'BAD_REQUEST');
      expect(res.body.message).toBe(MESSAGES.notes.noChanges);
    }
    expectFailure(await req('PUT', url, { content: '' }), 400, 'VALIDATION_ERROR', {
      path: 'content',
      msg: MESSAGES.notes.contentRequired,
    });
    const exe = await form('PUT', url, { content: 'Sneaky', attachments: exeFile() });
    expectFailure(exe, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'attachments.0' });
    const big = await form('PUT', url, { attachments: oversize(pngFile()) });
    expectFailure(big, 413, 'PAYLOAD_TOO_LARGE', { path: 'attachments' });
    expect((await notesOf(req, a)).find((n) => n.id === id)).toMatchObject({
      content: 'Unchanged',
      isEdited: false,
      attachments: [],
    });
  });

  it("answers 404 for an unknown note, and for company A's note under company B, changing nothing", async ({
    req,
    companies: [{ id: a }, { id: b }],
  }) => {
    const { id } = await addNote(req, a, 'Belongs to A');
    expectFailure(await req('PUT', noteUrl(a, GHOST), { content: 'x' }), 404, 'NOT_FOUND');
    expectFailure(await req('DELETE', noteUrl(a, GHOST)), 404, 'NOT_FOUND');
    const put = await req('PUT', noteUrl(b, id), { content: 'Hijacked' });
    expectFailure(put, 404, 'NOT_FOUND');
    expect(put.body.message).toBe(MESSAGES.notes.notFound);
    expectFailure(await req('DELETE', noteUrl(b, id)), 404, 'NOT_FOUND');
    expectFailure(await req('PUT', noteUrl(999999, id), { content: 'x' }), 404, 'NOT_FOUND');
    expectFailure(await req('PUT', noteUrl(a, 'abc'), { content: 'x' }), 400, 'VALIDATION_ERROR', { path: 'noteId' });
    expect((await notesOf(req, a)).find((n) => n.id === id)).toMatchObject({
      content: 'Belongs to A',
      isEdited: false,
    });
    expect(await notesOf(req, b)).toEqual([]);
  });

  it('deletes a note with its files: data.id, then 404', async ({ server, req, form, companies: [{ id: a }] }) => {
    const fields = { content: 'Doomed', attachments: pdfFile() };
    const created = expectSuccess(await form('POST', notesUrl(a), fields), 'POST', NOTES).note as Note;
    const res = await req('DELETE', noteUrl(a, created.id));
    expect(expectSuccess(res, 'DELETE', NOTE)).toEqual({ id: created.id, _id: created.id });
    expect(res.body.message).toBe(MESSAGES.notes.deleted);
    expect((await notesOf(req, a)).some((n) => n.id === created.id)).toBe(false);
    expectFailure(await req('DELETE', noteUrl(a, created.id)), 404, 'NOT_FOUND');
    expectFailure(await call(server.app, { method: 'GET', url: created.attachments[0]!.fileUrl! }), 404, 'NOT_FOUND');
    expect((await timelineOf(req, a))[0]).toMatchObject({ action: 'note_deleted' });
  });
});

describe('guards', () => {
  let subjects: GuardSubjects;
  it.beforeAll(async ({ server, admin }) => {
    subjects = await guardSubjects(server, admin, 'rec-guard');
  });
  it.for(companyRecordRoutes.map((r) => [r.method, r.path, r] as const))(
    '%s %s: 401, 403, 413, 415',
    async ([, path, route], { server, companies: [{ id: a }] }) => {
      await expectPlatformGuards(server.app, route, fillPath(path, { companyId: a, noteId: GHOST }), subjects);
    },
  );
});
