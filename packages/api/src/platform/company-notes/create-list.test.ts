import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { failureOf } from '../../auth/test-support';
import { fileExists } from '../companies/test-fixtures';
import { issueTestToken, tenantHost } from '../../testing/harness';
import { exe, keyOfUrl, noteEvents, notesAppTest, pdf, png, storedText, svg, txt } from './test-fixtures';

/** `noteRows`: the stored note rows of a company. */
const it = notesAppTest().extend(
  'noteRows',
  { scope: 'file' },
  ({ app }) =>
    (companyId: number) =>
      app.deps.db
        .select()
        .from(platformTables.companyNotes)
        .where(eq(platformTables.companyNotes.companyId, companyId)),
);

describe('companyNotes.create', () => {
  it('stores the note, its files and a note_added event together', async ({
    app,
    storage,
    admin,
    notes,
    createCompany,
  }) => {
    const company = await createCompany('nt-create');
    const result = await notes().create({
      companyId: company.id,
      content: '  Renewal call went well  ',
      title: 'Ignored title',
      attachments: [pdf(), png(), txt('../../minutes\u202E.txt', 'minutes of the call')],
    });
    expect(result.message).toBe(MESSAGES.notes.added);
    const { note } = result;
    expect(note).toMatchObject({
      _id: note.id,
      title: 'Renewal call went well',
      content: 'Renewal call went well',
      createdBy: { id: admin.id, userName: 'Root Admin', userAvatar: null },
      updatedBy: null,
      isEdited: false,
    });
    expect(note.updatedAt).toBe(note.createdAt);
    expect(note.attachments.map((a) => [a.fileName, a.contentType, a._id === a.id])).toEqual([
      ['report.pdf', 'application/pdf', true],
      ['photo.png', 'image/png', true],
      ['minutes.txt', 'text/plain; charset=utf-8', true],
    ]);
    for (const attachment of note.attachments) {
      expect(attachment.fileUrl).toMatch(
        new RegExp(
          `^/api/files/companies/${company.id}/notes/[0-9a-f-]{36}\\.[a-z]+\\?exp=\\d+&sid=[0-9a-f-]{36}&uid=[0-9a-f-]{36}&name=[^&]+&sig=`,
        ),
      );
      expect(await fileExists(storage, keyOfUrl(attachment.fileUrl))).toBe(true);
    }
    expect(note.attachments[2]!.size).toBe('minutes of the call'.length);
    expect(await storedText(storage, keyOfUrl(note.attachments[2]!.fileUrl))).toBe('minutes of the call');

    const [event] = await noteEvents(app, company.id);
    expect(event).toMatchObject({
      action: 'note_added',
      description: 'Note added: Renewal call went well',
      details: {
        noteId: note.id,
        noteContent: 'Renewal call went well',
        attachments: ['report.pdf', 'photo.png', 'minutes.txt'],
      },
      performedById: admin.id,
      performedByName: 'Root Admin',
    });
  });

  it('derives the title from the first 50 characters', async ({ notes, createCompany }) => {
    const company = await createCompany('nt-title');
    const exact = 'a'.repeat(50);
    const long = `${'b'.repeat(50)}and more`;
    expect((await notes().create({ companyId: company.id, content: exact })).note.title).toBe(exact);
    expect((await notes().create({ companyId: company.id, content: long })).note.title).toBe(`${'b'.repeat(50)}...`);
    // Characters, not UTF-16 units: an emoji at the cut stays whole.
    const emoji = `${'c'.repeat(49)}😀😀`;
    expect((await notes().create({ companyId: company.id, content: emoji })).note.title).toBe(`${'c'.repeat(49)}😀...`);
  });

  it('refuses blank content naming the field, writing nothing', async ({ storage, notes, createCompany, noteRows }) => {
    const company = await createCompany('nt-blank');
    const filesBefore = storage.keys.size;
    const failure = await failureOf(notes().create({ companyId: company.id, content: '   ', attachments: [pdf()] }));
    expect(failure.status).toBe(400);
    expect(failure.errors).toContainEqual({ path: 'content', msg: 'Note content is required' });
    expect(storage.keys.size).toBe(filesBefore);
    expect(await noteRows(company.id)).toEqual([]);
  });

  it.for([
    ['an executable claiming to be a PDF', exe],
    ['an SVG', svg],
  ] as const)(
    'refuses %s with nothing written, even beside good files',
    async ([_label, bad], { app, storage, notes, createCompany, noteRows }) => {
      const company = await createCompany(`nt-type-${bad.name}`);
      const filesBefore = [...storage.keys].sort();
      const failure = await failureOf(
        notes().create({ companyId: company.id, content: 'Has a bad file', attachments: [pdf(), bad()] }),
      );
      expect(failure.status).toBe(415);
      expect(failure.errors).toEqual([{ path: 'attachments.1', msg: MESSAGES.files.typeNotAllowed }]);
      expect([...storage.keys].sort()).toEqual(filesBefore);
      expect(await noteRows(company.id)).toEqual([]);
      expect(await noteEvents(app, company.id)).toEqual([]);
    },
  );

  it('accepts at most 10 files', async ({ notes, createCompany }) => {
    const company = await createCompany('nt-many');
    const failure = await failureOf(
      notes().create({
        companyId: company.id,
        content: 'Too many',
        attachments: Array.from({ length: 11 }, () => txt()),
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.errors).toContainEqual({ path: 'attachments', msg: MESSAGES.notes.tooManyAttachments });
  });

  it('leaves neither row nor file when storage fails', async ({ storage, notes, createCompany, noteRows }) => {
    const company = await createCompany('nt-storage');
    const filesBefore = [...storage.keys].sort();
    storage.failPuts = true;
    try {
      await expect(notes().create({ companyId: company.id, content: 'Lost', attachments: [pdf()] })).rejects.toThrow();
    } finally {
      storage.failPuts = false;
    }
    expect([...storage.keys].sort()).toEqual(filesBefore);
    expect(await noteRows(company.id)).toEqual([]);
  });

  it('answers 404 for an unknown company', async ({ notes }) => {
    expect(await failureOf(notes().create({ companyId: 987654, content: 'Nobody' }))).toMatchObject({
      status: 404,
      message: MESSAGES.company.notFound,
    });
    expect((await failureOf(notes().list({ companyId: 987654 }))).status).toBe(404);
  });
});

describe('companyNotes.list', () => {
  it("lists only this company's notes, newest first, with the author's current picture", async ({
    app,
    admin,
    notes,
    createCompany,
  }) => {
    const company = await createCompany('nt-list');
    const other = await createCompany('nt-list-other');
    await notes().create({ companyId: company.id, content: 'First' });
    await notes().create({ companyId: other.id, content: 'Elsewhere' });
    await notes().create({ companyId: company.id, content: 'Second', attachments: [png()] });
    const avatarKey = 'platform/avatars/00000000-0000-4000-8000-000000000001.png';
    await app.deps.db
      .update(platformTables.superAdmins)
      .set({ avatarKey })
      .where(eq(platformTables.superAdmins.id, admin.id));

    const { notes: listed } = await notes().list({ companyId: company.id });
    expect(listed.map((n) => n.content)).toEqual(['Second', 'First']);
    expect(listed[0]!.attachments).toHaveLength(1);
    expect(listed[0]!.createdBy.userAvatar).toMatch(
      new RegExp(`^/api/files/${avatarKey}\\?exp=\\d+&sid=[0-9a-f-]{36}&uid=[0-9a-f-]{36}&sig=`),
    );
    await app.deps.db
      .update(platformTables.superAdmins)
      .set({ avatarKey: null })
      .where(eq(platformTables.superAdmins.id, admin.id));
  });
});

describe('companyNotes access', () => {
  it('is for super admins on the platform host only', async ({ app, createCompany, noteRows }) => {
    const company = await createCompany('nt-guard');
    expect((await failureOf(app.call().platform.companyNotes.list({ companyId: company.id }))).status).toBe(401);
    const owner = await issueTestToken(app, { id: company.ownerId!, role: 'owner', companyId: company.id });
    const asOwner = app.call({ host: 'admin.localhost', authorization: `Bearer ${owner}` }).platform.companyNotes;
    expect((await failureOf(asOwner.create({ companyId: company.id, content: 'Sneaky' }))).status).toBe(401);
    const onTenant = app.call({ ...tenantHost('nt-guard'), authorization: `Bearer ${owner}` }).platform.companyNotes;
    expect((await failureOf(onTenant.create({ companyId: company.id, content: 'Sneaky' }))).status).toBe(403);
    expect(await noteRows(company.id)).toEqual([]);
  });
});
