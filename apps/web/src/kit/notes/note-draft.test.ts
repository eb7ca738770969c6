import { describe, expect, it } from 'vitest';

import { MESSAGES, NOTE_LIMITS, UPLOAD } from '@app/contracts';

import { addFiles, attachmentProblem, extensionOf, noteChanges, noteForm, noteSaveProblem } from './note-draft';

const t = MESSAGES.web.companyDetail.notes;
const file = (name: string, size = 10) => ({ name, size });

describe('attachments', () => {
  it('accepts the listed types in any case, up to 5 MB', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.txt', 'e.jpg', 'f.JPEG', 'g.png', 'h.gif']) {
      expect(attachmentProblem(file(name))).toBeNull();
    }
    expect(attachmentProblem(file('big.pdf', UPLOAD.maxFileBytes))).toBeNull();
  });

  it('refuses other types and files over 5 MB with the file named', () => {
    expect(attachmentProblem(file('x.exe'))).toBe(t.fileTypeNotAllowed('x.exe'));
    expect(attachmentProblem(file('noextension'))).toBe(t.fileTypeNotAllowed('noextension'));
    expect(attachmentProblem(file('.pdf'))).toBe(t.fileTypeNotAllowed('.pdf'));
    expect(attachmentProblem(file('huge.png', UPLOAD.maxFileBytes + 1))).toBe(t.fileTooLarge('huge.png'));
  });

  it('reads the extension after the last dot', () => {
    expect(extensionOf('report.final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });

  it('adds picked files, skipping refused ones and duplicates', () => {
    const chosen = [file('a.pdf')];
    const { files, problems } = addFiles(chosen, [file('a.pdf'), file('b.exe'), file('c.png')]);
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'c.png']);
    expect(problems).toEqual([t.fileTypeNotAllowed('b.exe')]);
  });

  it('keeps the note within the attachment limit, counting the kept ones', () => {
    const picked = Array.from({ length: 5 }, (_, i) => file(`f${i}.txt`));
    const { files, problems } = addFiles([], picked, NOTE_LIMITS.maxAttachments - 2);
    expect(files).toHaveLength(2);
    expect(problems).toEqual([MESSAGES.notes.tooManyAttachments]);
  });
});

describe('note changes', () => {
  const original = { content: 'Call the owner', attachmentIds: ['a1', 'a2'] };

  it('sees no change when content (trimmed) and attachments are the same', () => {
    const changes = noteChanges(original, { content: '  Call the owner \n', keptIds: ['a2', 'a1'], newFiles: [] });
    expect(changes).toEqual({ contentChanged: false, removedIds: [], added: 0, changed: false });
    expect(noteSaveProblem({ content: 'Call the owner', keptIds: ['a1', 'a2'], newFiles: [] }, original)).toBe(
      MESSAGES.notes.noChanges,
    );
  });

  it('sees a content change, a removed attachment and an added file', () => {
    expect(
      noteChanges(original, { content: 'Call the owner today', keptIds: ['a1', 'a2'], newFiles: [] }),
    ).toMatchObject({
      contentChanged: true,
      changed: true,
    });
    expect(noteChanges(original, { content: 'Call the owner', keptIds: ['a1'], newFiles: [] })).toMatchObject({
      removedIds: ['a2'],
      changed: true,
    });
    expect(noteChanges(original, { content: 'Call the owner', keptIds: ['a1', 'a2'], newFiles: [{}] })).toMatchObject({
      added: 1,
      changed: true,
    });
  });

  it('requires content after trimming, for new notes and edits', () => {
    expect(noteSaveProblem({ content: '   \n ', keptIds: [], newFiles: [{}] })).toBe(MESSAGES.notes.contentRequired);
    expect(noteSaveProblem({ content: ' ', keptIds: [], newFiles: [] }, original)).toBe(MESSAGES.notes.contentRequired);
    expect(noteSaveProblem({ content: 'Hello', keptIds: [], newFiles: [] })).toBeNull();
  });
});

describe('noteForm', () => {
  it('sends the trimmed content, its title, the kept ids as JSON and the new files', () => {
    const attachment = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    const form = noteForm('  Hello there  ', [attachment], ['a1']);
    expect(form.get('content')).toBe('Hello there');
    expect(form.get('title')).toBe('Hello there');
    expect(form.get('existingAttachments')).toBe('["a1"]');
    expect((form.getAll('attachments')[0] as File).name).toBe('hello.txt');
  });

  it('sends no existingAttachments for a new note and an empty list when all were removed', () => {
    expect(noteForm('x', []).has('existingAttachments')).toBe(false);
    expect(noteForm('x', [], []).get('existingAttachments')).toBe('[]');
  });
});
