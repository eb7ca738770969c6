import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { failureOf } from '../../auth/test-support';
import { fileExists } from '../companies/test-fixtures';
import { keyOfUrl, noteEvents, notesAppTest, pdf, txt } from './test-fixtures';

/** `attachmentRows`: the stored attachment rows of a note. */
const it = notesAppTest().extend(
  'attachmentRows',
  { scope: 'file' },
  ({ app }) =>
    (noteId: string) =>
      app.deps.db
        .select()
        .from(platformTables.noteAttachments)
        .where(eq(platformTables.noteAttachments.noteId, noteId)),
);

describe('companyNotes.remove', () => {
  it('deletes the note, its attachments and their files, and records note_deleted', async ({
    app,
    storage,
    admin,
    notes,
    createCompany,
    attachmentRows,
  }) => {
    const company = await createCompany('nr-remove');
    const { note } = await notes().create({
      companyId: company.id,
      content: 'Short-lived',
      attachments: [pdf(), txt()],
    });
    const result = await notes().remove({ companyId: company.id, noteId: note.id });
    expect(result).toEqual({ message: MESSAGES.notes.deleted, id: note.id, _id: note.id });

    expect((await notes().list({ companyId: company.id })).notes).toEqual([]);
    expect(await attachmentRows(note.id)).toEqual([]);
    for (const attachment of note.attachments)
      expect(await fileExists(storage, keyOfUrl(attachment.fileUrl))).toBe(false);
    const deleted = (await noteEvents(app, company.id)).filter((e) => e.action === 'note_deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      description: 'Note deleted: Short-lived',
      details: { noteId: note.id, noteContent: 'Short-lived', attachments: ['report.pdf', 'notes.txt'] },
      performedById: admin.id,
    });
    // Gone is gone: a second delete is a 404.
    expect((await failureOf(notes().remove({ companyId: company.id, noteId: note.id }))).status).toBe(404);
  });

  it('refuses a note of another company with 404 and changes nothing', async ({
    app,
    storage,
    notes,
    createCompany,
  }) => {
    const a = await createCompany('nr-owner-a');
    const b = await createCompany('nr-owner-b');
    const { note } = await notes().create({ companyId: a.id, content: 'Belongs to A', attachments: [pdf()] });
    const failure = await failureOf(notes().remove({ companyId: b.id, noteId: note.id }));
    expect(failure).toMatchObject({ status: 404, message: MESSAGES.notes.notFound });
    expect((await notes().list({ companyId: a.id })).notes.map((n) => n.id)).toEqual([note.id]);
    expect(await fileExists(storage, keyOfUrl(note.attachments[0]!.fileUrl))).toBe(true);
    expect((await noteEvents(app, a.id)).map((e) => e.action)).toEqual(['note_added']);
    expect(await noteEvents(app, b.id)).toEqual([]);
  });

  it('answers 400 for a malformed note id and 404 for an unknown company', async ({ notes, createCompany }) => {
    const company = await createCompany('nr-ids');
    const malformed = await failureOf(notes().remove({ companyId: company.id, noteId: 'not-a-uuid' }));
    expect(malformed.status).toBe(400);
    expect(malformed.errors?.[0]?.path).toBe('noteId');
    const unknown = await failureOf(
      notes().remove({ companyId: 987654, noteId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown).toMatchObject({ status: 404, message: MESSAGES.company.notFound });
  });

  it("removes the notes' files with the company", async ({ app, storage, request, notes, createCompany }) => {
    const company = await createCompany('nr-company');
    const { note } = await notes().create({
      companyId: company.id,
      content: 'Goes with the company',
      attachments: [pdf()],
    });
    await app.call(request).platform.companies.remove({ id: company.id });
    expect(await fileExists(storage, keyOfUrl(note.attachments[0]!.fileUrl))).toBe(false);
  });
});
