/**
 * crm.leadNotes.*: a lead's notes with attachments (the notes kit), their timeline entries, who may
 * call (every company role; no token 401) and tenant isolation (another company's lead or note is
 * unknown: 404). Files follow the rows: stored with the commit, removed with a rollback, deleted
 * after the note, its attachment or its lead is deleted.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { exe, pdf, png, txt } from '../../platform/company-notes/test-fixtures';
import { tenantHost } from '../../testing/harness';
import { PORTAL_ROLES, type SignedInCompany } from '../../testing/signed-in-company';
import { brandAndLead, crmAppTest, crmOf, failureOf, fieldsOf } from '../record-fixtures';

/** `noteKeys`: the stored files of a company's notes. */
const it = crmAppTest('lnotes').extend(
  'noteKeys',
  { scope: 'file' },
  ({ storage }) =>
    (companyId: number) =>
      [...storage.keys].filter((k) => k.startsWith(`companies/${companyId}/notes/`)).sort(),
);
const kinds = async (company: SignedInCompany, id: string) =>
  (await crmOf(company).leadActivity.list({ id })).activity.map((e) => e.kind);

describe('notes of a lead', () => {
  it('adds, lists, edits and deletes a note with attachments, each on the timeline', async ({ a, noteKeys }) => {
    const { lead } = await brandAndLead(a, 'Noted', 'Notes brand');
    const notes = crmOf(a, 'team_member').leadNotes;
    const { note, message } = await notes.create({
      id: lead.id,
      content: 'First call went well',
      attachments: [pdf(), png()],
    });
    expect(message).toBe(MESSAGES.crm.leadNotes.added);
    expect(note).toMatchObject({
      title: 'First call went well',
      isEdited: false,
      createdBy: { id: a.member.id, userName: 'Terry Teammate' },
    });
    expect(note.attachments.map((x) => [x.fileName, x.contentType])).toEqual([
      ['report.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    expect(noteKeys(a.company.id)).toHaveLength(2);
    expect((await notes.list({ id: lead.id })).notes).toEqual([note]);

    const [kept, dropped] = note.attachments;
    const edited = await notes.update({
      id: lead.id,
      noteId: note.id,
      content: 'First call went very well',
      existingAttachments: [kept!.id],
      attachments: [txt()],
    });
    expect(edited.note).toMatchObject({ isEdited: true, updatedBy: { userName: 'Terry Teammate' } });
    expect(edited.note.attachments.map((x) => x.fileName)).toEqual(['report.pdf', 'notes.txt']);
    expect(noteKeys(a.company.id)).toHaveLength(2);
    expect(noteKeys(a.company.id).some((k) => dropped!.fileUrl!.includes(k))).toBe(false);

    await notes.remove({ id: lead.id, noteId: note.id });
    expect((await notes.list({ id: lead.id })).notes).toEqual([]);
    expect(noteKeys(a.company.id)).toEqual([]);
    expect(await kinds(a, lead.id)).toEqual(['note_deleted', 'note_updated', 'note_added', 'created']);
  });

  it('refuses bad input naming the field, storing nothing and recording nothing', async ({ a, noteKeys }) => {
    const { lead } = await brandAndLead(a, 'Strict', 'Strict brand');
    const notes = crmOf(a).leadNotes;
    const blank = await failureOf(notes.create({ id: lead.id, content: '   ' }));
    expect([blank.status, fieldsOf(blank)]).toEqual([400, ['content']]);
    const bad = await failureOf(notes.create({ id: lead.id, content: 'x', attachments: [png(), exe()] }));
    expect([bad.status, fieldsOf(bad)]).toEqual([415, ['attachments.1']]);
    const { note } = await notes.create({ id: lead.id, content: 'Same' });
    const same = await failureOf(notes.update({ id: lead.id, noteId: note.id, content: 'Same' }));
    expect([same.status, same.message]).toEqual([400, MESSAGES.notes.noChanges]);
    expect(noteKeys(a.company.id)).toEqual([]);
    expect(await kinds(a, lead.id)).toEqual(['note_added', 'created']);
  });

  it('rolls the note and its timeline entry back when storing a file fails', async ({ storage, a }) => {
    const { lead } = await brandAndLead(a, 'Outage', 'Outage brand');
    storage.failPuts = true;
    try {
      const failure = await failureOf(
        crmOf(a).leadNotes.create({ id: lead.id, content: 'Lost', attachments: [pdf()] }),
      );
      expect(failure.status).toBeGreaterThanOrEqual(500);
    } finally {
      storage.failPuts = false;
    }
    expect((await crmOf(a).leadNotes.list({ id: lead.id })).notes).toEqual([]);
    expect(await kinds(a, lead.id)).toEqual(['created']);
  });

  it('deletes the files of the notes of a deleted lead', async ({ a, noteKeys }) => {
    const { lead } = await brandAndLead(a, 'Gone', 'Gone brand');
    await crmOf(a).leadNotes.create({ id: lead.id, content: 'With file', attachments: [pdf()] });
    expect(noteKeys(a.company.id)).toHaveLength(1);
    await crmOf(a).leads.remove({ id: lead.id });
    expect(noteKeys(a.company.id)).toEqual([]);
  });
});

describe('access', () => {
  it.for(PORTAL_ROLES)('%s may read the timeline and add, edit and delete notes', async (role, { a }) => {
    const { lead } = await brandAndLead(a, `Client of ${role}`, `Brand of ${role}`);
    const crm = crmOf(a, role);
    const { note } = await crm.leadNotes.create({ id: lead.id, content: role });
    await crm.leadNotes.update({ id: lead.id, noteId: note.id, content: `${role}!` });
    expect((await crm.leadNotes.list({ id: lead.id })).notes).toHaveLength(1);
    await crm.leadNotes.remove({ id: lead.id, noteId: note.id });
    expect((await crm.leadActivity.list({ id: lead.id })).pagination.total).toBe(4);
  });

  it('refuses a call without a token (401)', async ({ app, a }) => {
    const { lead } = await brandAndLead(a, 'Anon', 'Anon brand');
    const anonymous = app.call(tenantHost(a.company.subdomain)).crm;
    for (const call of [
      () => anonymous.leadActivity.list({ id: lead.id }),
      () => anonymous.leadNotes.list({ id: lead.id }),
      () => anonymous.leadNotes.create({ id: lead.id, content: 'x' }),
    ]) {
      expect((await failureOf(call())).status).toBe(401);
    }
  });

  it("A's lead and notes are unknown on B's host (404), and B's own lead cannot reach A's note", async ({ a, b }) => {
    const { lead } = await brandAndLead(a, 'Secret', 'Secret brand');
    const { note } = await crmOf(a).leadNotes.create({ id: lead.id, content: 'Secret note' });
    const bLead = (await brandAndLead(b, 'B client', 'B brand')).lead;
    const onB = crmOf(b);
    for (const call of [
      () => onB.leadActivity.list({ id: lead.id }),
      () => onB.leadNotes.list({ id: lead.id }),
      () => onB.leadNotes.create({ id: lead.id, content: 'x' }),
      () => onB.leadNotes.update({ id: lead.id, noteId: note.id, content: 'x' }),
      () => onB.leadNotes.remove({ id: lead.id, noteId: note.id }),
      () => onB.leadNotes.update({ id: bLead.id, noteId: note.id, content: 'x' }),
      () => onB.leadNotes.remove({ id: bLead.id, noteId: note.id }),
    ]) {
      expect((await failureOf(call())).status).toBe(404);
    }
    // Nor another lead of the same company.
    const other = (await brandAndLead(a, 'Other', 'Other brand')).lead;
    expect((await failureOf(crmOf(a).leadNotes.remove({ id: other.id, noteId: note.id }))).status).toBe(404);
    expect((await crmOf(a).leadNotes.list({ id: lead.id })).notes[0]).toMatchObject({ content: 'Secret note' });
  });
});
