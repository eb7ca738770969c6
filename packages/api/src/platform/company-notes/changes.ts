/**
 * What a note edit really changes, and the note_updated event that records it. Old and new content
 * are recorded only when the content changed (docs/product/platform-admin.md#states); attachment changes are recorded by file
 * name, since keys are internal and URLs expire.
 */
import { noteTitle } from '@app/contracts';

import type { TimelineEntry } from '../companies/timeline';
import type { NoteChange as KitChange } from '../../kit/notes/changes';
import type { AttachmentRow } from './queries';

export { assertApplicable, diffNote } from '../../kit/notes/changes';

export type NoteChange = KitChange<AttachmentRow>;

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
