/**
 * What a note edit really changes, and the note_updated event that records it. Old and new content
 * are recorded only when the content changed (spec 000 §4); attachment changes are recorded by file
 * name, since keys are internal and URLs expire.
 */
import { MESSAGES, NOTE_LIMITS, noteTitle, type UpdateNoteInput } from '@app/contracts';

import type { TimelineEntry } from '../companies/timeline';
import { AppError, fieldError } from '../errors';
import type { PreparedAttachment } from './attachments';
import type { AttachmentRow, NoteRow } from './queries';

export interface NoteChange {
  content: { oldValue: string; newValue: string } | null;
  removed: AttachmentRow[];
  added: PreparedAttachment[];
  /** How many attachments the note holds afterwards. */
  total: number;
}

export function diffNote(
  note: NoteRow,
  current: AttachmentRow[],
  input: UpdateNoteInput,
  added: PreparedAttachment[],
): NoteChange {
  const content =
    input.content !== undefined && input.content !== note.content
      ? { oldValue: note.content, newValue: input.content }
      : null;
  // Left out = keep everything. Ids that are not this note's attachments keep nothing: they are
  // stale (already removed) or foreign, and neither may touch this note.
  const keep = input.existingAttachments === undefined ? null : new Set(input.existingAttachments);
  const removed = keep === null ? [] : current.filter((a) => !keep.has(a.id));
  return { content, removed, added, total: current.length - removed.length + added.length };
}

/** 400 for an edit that changes nothing (spec 000 §5) or would leave more files than allowed. */
export function assertApplicable(change: NoteChange): void {
  if (change.content === null && change.removed.length === 0 && change.added.length === 0) {
    throw new AppError('BAD_REQUEST', MESSAGES.notes.noChanges);
  }
  if (change.total > NOTE_LIMITS.maxAttachments) throw fieldError('attachments', MESSAGES.notes.tooManyAttachments);
}

function describe(change: NoteChange, content: string): string {
  if (change.content) return `Note updated: ${noteTitle(content)}`;
  const parts = [
    change.added.length > 0 ? `added ${change.added.map((f) => f.fileName).join(', ')}` : null,
    change.removed.length > 0 ? `removed ${change.removed.map((f) => f.fileName).join(', ')}` : null,
  ];
  return `Note attachments updated: ${parts.filter((p) => p !== null).join('; ')}`;
}

export function updateEvent(
  noteId: string,
  change: NoteChange,
  content: string,
  performedBy: TimelineEntry['performedBy'],
): TimelineEntry {
  const filesChanged = change.added.length > 0 || change.removed.length > 0;
  const details: Record<string, unknown> = {
    noteId,
    noteContent: content,
    fieldsChanged: [...(change.content ? ['content'] : []), ...(filesChanged ? ['attachments'] : [])],
  };
  if (change.content) {
    details.oldValues = { content: change.content.oldValue };
    details.newValues = { content: change.content.newValue };
  }
  if (filesChanged) {
    details.attachmentsAdded = change.added.map((f) => f.fileName);
    details.attachmentsRemoved = change.removed.map((f) => f.fileName);
  }
  return { action: 'note_updated', description: describe(change, content), details, performedBy };
}
