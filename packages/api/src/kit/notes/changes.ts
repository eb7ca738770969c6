/**
 * What a note edit really changes, whoever keeps the note. Left-out content keeps the content;
 * left-out existingAttachments keeps every file; an edit that changes nothing is refused.
 */
import { MESSAGES, NOTE_LIMITS } from '@app/contracts';

import { AppError, fieldError } from '../../core/errors';
import type { PreparedAttachment } from './attachments';

/** What an edit may send, under the names both note kinds use. */
export interface NoteEdit {
  content?: string;
  existingAttachments?: string[];
}

export interface NoteChange<A extends { id: string } = { id: string }> {
  content: { oldValue: string; newValue: string } | null;
  removed: A[];
  added: PreparedAttachment[];
  /** How many attachments the note holds afterwards. */
  total: number;
}

export function diffNote<A extends { id: string }>(
  note: { content: string },
  current: A[],
  input: NoteEdit,
  added: PreparedAttachment[],
): NoteChange<A> {
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

/** 400 for an edit that changes nothing (docs/product/platform-admin.md#validation) or would leave more files than allowed. */
export function assertApplicable(change: NoteChange): void {
  if (change.content === null && change.removed.length === 0 && change.added.length === 0) {
    throw new AppError('BAD_REQUEST', MESSAGES.notes.noChanges);
  }
  if (change.total > NOTE_LIMITS.maxAttachments) throw fieldError('attachments', MESSAGES.notes.tooManyAttachments);
}
