/**
 * The note editor's rules (docs/product/platform-admin.md#validation): content is required after trimming; an edit must change
 * the content or the attachments ('No changes detected'); attachments are pdf, doc, docx, txt, jpg,
 * jpeg, png or gif, 5 MB each, at most NOTE_LIMITS.maxAttachments on a note.
 */
import { ATTACHMENT_EXTENSIONS, MESSAGES, NOTE_LIMITS, noteTitle, UPLOAD } from '@app/contracts';

const t = MESSAGES.web.companyDetail.notes;

/** For the file picker's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export interface FileLike {
  name: string;
  size: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Why a file cannot be attached, or null. */
export function attachmentProblem(file: FileLike): string | null {
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return t.fileTypeNotAllowed(file.name);
  if (file.size > UPLOAD.maxFileBytes) return t.fileTooLarge(file.name);
  return null;
}

const sameFile = (a: FileLike, b: FileLike) => a.name === b.name && a.size === b.size;

/**
 * Adds picked files to the ones already chosen: refused files come back as messages, a file
 * picked twice is taken once, and the note's total (kept attachments + new files) stays within
 * the limit.
 */
export function addFiles<F extends FileLike>(
  chosen: readonly F[],
  picked: readonly F[],
  keptCount = 0,
): { files: F[]; problems: string[] } {
  const files = [...chosen];
  const problems: string[] = [];
  let overLimit = false;
  for (const file of picked) {
    const problem = attachmentProblem(file);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (files.some((f) => sameFile(f, file))) continue;
    if (keptCount + files.length >= NOTE_LIMITS.maxAttachments) {
      overLimit = true;
      continue;
    }
    files.push(file);
  }
  if (overLimit) problems.push(MESSAGES.notes.tooManyAttachments);
  return { files, problems };
}

export interface NoteOriginal {
  content: string;
  attachmentIds: readonly string[];
}

export interface NoteDraft {
  content: string;
  /** Ids of the existing attachments still kept. */
  keptIds: readonly string[];
  newFiles: readonly unknown[];
}

export interface NoteChanges {
  contentChanged: boolean;
  removedIds: string[];
  added: number;
  changed: boolean;
}

/** What an edit changes, compared the way the server compares (content trimmed). */
export function noteChanges(original: NoteOriginal, draft: NoteDraft): NoteChanges {
  const contentChanged = draft.content.trim() !== original.content.trim();
  const kept = new Set(draft.keptIds);
  const removedIds = original.attachmentIds.filter((id) => !kept.has(id));
  const added = draft.newFiles.length;
  return { contentChanged, removedIds, added, changed: contentChanged || removedIds.length > 0 || added > 0 };
}

/** The message that stops a save, or null: a new note needs content, an edit also a change. */
export function noteSaveProblem(draft: NoteDraft, original?: NoteOriginal): string | null {
  if (draft.content.trim() === '') return MESSAGES.notes.contentRequired;
  if (original && !noteChanges(original, draft).changed) return MESSAGES.notes.noChanges;
  return null;
}

/** The multipart body of a create (POST) or edit (PUT with the kept attachment ids as JSON). */
export function noteForm(content: string, newFiles: readonly File[], keptIds?: readonly string[]): FormData {
  const form = new FormData();
  const text = content.trim();
  form.set('title', noteTitle(text));
  form.set('content', text);
  if (keptIds !== undefined) form.set('existingAttachments', JSON.stringify(keptIds));
  for (const file of newFiles) form.append('attachments', file, file.name);
  return form;
}
