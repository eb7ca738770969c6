import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { failureOf } from '../../auth/test-support';
import { fileExists } from '../companies/test-fixtures';
import { exe, keyOfUrl, noteEvents, notesAppTest, pdf, png, txt } from './test-fixtures';

/**
 * `updates`: a company's note_updated events; `noteWithFiles`: a new company with one note,
 * 'Original words', holding a PDF and a PNG.
 */
const it = notesAppTest()
  .extend(
    'updates',
    { scope: 'file' },
    ({ app }) =>
      async (companyId: number) =>
        (await noteEvents(app, companyId)).filter((e) => e.action === 'note_updated'),
  )
  .extend('noteWithFiles', { scope: 'file' }, ({ notes, createCompany }) => async (subdomain: string) => {
    const company = await createCompany(subdomain);
    const { note } = await notes().create({
      companyId: company.id,
      content: 'Original words',
      attachments: [pdf(), png()],
    });
    return { company, note };
  });

describe('companyNotes.update', () => {
  it('records old and new content when the content changed', async ({ admin, notes, updates, noteWithFiles }) => {
    const { company, note } = await noteWithFiles('nu-content');
    const long = `${'New words '.repeat(6)}end`;
    const result = await notes().update({ companyId: company.id, noteId: note.id, content: long });
    expect(result.message).toBe(MESSAGES.notes.updated);
    expect(result.note).toMatchObject({
      content: long,
      title: `${long.slice(0, 50)}...`,
      isEdited: true,
      updatedBy: { id: admin.id, userName: 'Root Admin' },
    });
    expect(result.note.updatedBy!.updatedAt).toBe(result.note.updatedAt);
    expect(result.note.attachments).toHaveLength(2);

    const [event] = await updates(company.id);
    expect(event!.description).toBe(`Note updated: ${long.slice(0, 50)}...`);
    expect(event!.details).toEqual({
      noteId: note.id,
      noteContent: long,
      fieldsChanged: ['content'],
      oldValues: { content: 'Original words' },
      newValues: { content: long },
    });
  });

  it.for([
    ['nothing at all', {}],
    ['the same content', { content: '  Original words ' }],
    ['every attachment kept', 'keep-all'],
  ] as const)(
    "answers 'No changes detected' for %s and records nothing",
    async ([_label, change], { notes, updates, noteWithFiles }) => {
      const { company, note } = await noteWithFiles(`nu-same-${_label.length}`);
      const input = change === 'keep-all' ? { existingAttachments: note.attachments.map((a) => a.id) } : change;
      const failure = await failureOf(notes().update({ companyId: company.id, noteId: note.id, ...input }));
      expect(failure).toMatchObject({ status: 400, message: 'No changes detected' });
      expect(await updates(company.id)).toEqual([]);
      expect((await notes().list({ companyId: company.id })).notes[0]!.isEdited).toBe(false);
    },
  );

  it('keeps the listed attachments, adds new ones and deletes the removed files after the commit', async ({
    storage,
    notes,
    updates,
    noteWithFiles,
  }) => {
    const { company, note } = await noteWithFiles('nu-files');
    const [keptPdf, droppedPng] = note.attachments;
    const result = await notes().update({
      companyId: company.id,
      noteId: note.id,
      existingAttachments: [keptPdf!.id],
      attachments: [txt('agenda.txt')],
    });
    expect(result.note.content).toBe('Original words');
    expect(result.note.isEdited).toBe(true);
    expect(result.note.attachments.map((a) => a.fileName)).toEqual(['report.pdf', 'agenda.txt']);
    expect(await fileExists(storage, keyOfUrl(droppedPng!.fileUrl))).toBe(false);
    expect(await fileExists(storage, keyOfUrl(keptPdf!.fileUrl))).toBe(true);
    expect(await fileExists(storage, keyOfUrl(result.note.attachments[1]!.fileUrl))).toBe(true);

    const [event] = await updates(company.id);
    expect(event!.description).toBe('Note attachments updated: added agenda.txt; removed photo.png');
    expect(event!.details).toEqual({
      noteId: note.id,
      noteContent: 'Original words',
      fieldsChanged: ['attachments'],
      attachmentsAdded: ['agenda.txt'],
      attachmentsRemoved: ['photo.png'],
    });
  });

  it('takes existingAttachments as the JSON text a multipart form sends', async ({ storage, notes, noteWithFiles }) => {
    const { company, note } = await noteWithFiles('nu-json');
    const [first, second] = note.attachments;
    const one = await notes().update({
      companyId: company.id,
      noteId: note.id,
      existingAttachments: JSON.stringify([second!.id]),
    });
    expect(one.note.attachments.map((a) => a.id)).toEqual([second!.id]);
    expect(await fileExists(storage, keyOfUrl(first!.fileUrl))).toBe(false);

    const none = await notes().update({ companyId: company.id, noteId: note.id, existingAttachments: '[]' });
    expect(none.note.attachments).toEqual([]);
    expect(await fileExists(storage, keyOfUrl(second!.fileUrl))).toBe(false);

    // An empty form field keeps nothing, like '[]'.
    const other = (await notes().create({ companyId: company.id, content: 'Other', attachments: [txt()] })).note;
    const blank = await notes().update({ companyId: company.id, noteId: other.id, existingAttachments: [''] });
    expect(blank.note.attachments).toEqual([]);

    const failure = await failureOf(
      notes().update({ companyId: company.id, noteId: note.id, existingAttachments: '[not json' }),
    );
    expect(failure.status).toBe(400);
    expect(failure.errors).toContainEqual({
      path: 'existingAttachments',
      msg: MESSAGES.notes.existingAttachmentsInvalid,
    });
  });

  it('refuses a note of another company with 404 and changes nothing', async ({
    app,
    storage,
    notes,
    createCompany,
    updates,
    noteWithFiles,
  }) => {
    const { company: a, note } = await noteWithFiles('nu-owner-a');
    const b = await createCompany('nu-owner-b');
    const filesBefore = [...storage.keys].sort();
    const failure = await failureOf(
      notes().update({
        companyId: b.id,
        noteId: note.id,
        content: 'Hijacked',
        existingAttachments: [],
        attachments: [pdf()],
      }),
    );
    expect(failure).toMatchObject({ status: 404, message: 'Note not found in current company' });
    expect([...storage.keys].sort()).toEqual(filesBefore);
    const [unchanged] = (await notes().list({ companyId: a.id })).notes;
    expect(unchanged).toMatchObject({ content: 'Original words', isEdited: false });
    expect(unchanged!.attachments).toHaveLength(2);
    expect(await updates(a.id)).toEqual([]);
    expect(await noteEvents(app, b.id)).toEqual([]);
  });

  it('refuses a disallowed new file, keeping the note and its files as they were', async ({
    storage,
    notes,
    noteWithFiles,
  }) => {
    const { company, note } = await noteWithFiles('nu-badfile');
    const filesBefore = [...storage.keys].sort();
    const failure = await failureOf(
      notes().update({
        companyId: company.id,
        noteId: note.id,
        content: 'Changed',
        existingAttachments: [],
        attachments: [exe()],
      }),
    );
    expect(failure.status).toBe(415);
    expect([...storage.keys].sort()).toEqual(filesBefore);
    expect((await notes().list({ companyId: company.id })).notes[0]).toMatchObject({
      content: 'Original words',
      isEdited: false,
    });
  });

  it('caps a note at 10 attachments in total', async ({ notes, noteWithFiles }) => {
    const { company, note } = await noteWithFiles('nu-cap');
    const failure = await failureOf(
      notes().update({ companyId: company.id, noteId: note.id, attachments: Array.from({ length: 9 }, () => txt()) }),
    );
    expect(failure.errors).toContainEqual({ path: 'attachments', msg: MESSAGES.notes.tooManyAttachments });
    const ok = await notes().update({
      companyId: company.id,
      noteId: note.id,
      attachments: Array.from({ length: 8 }, () => txt()),
    });
    expect(ok.note.attachments).toHaveLength(10);
  });

  it('refuses blank content naming the field', async ({ notes, noteWithFiles }) => {
    const { company, note } = await noteWithFiles('nu-blank');
    const failure = await failureOf(notes().update({ companyId: company.id, noteId: note.id, content: ' ' }));
    expect(failure.errors).toContainEqual({ path: 'content', msg: MESSAGES.notes.contentRequired });
  });
});
