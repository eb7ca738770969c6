import { platformTables, type Executor } from '@app/db';

import { attachmentValues, type PreparedAttachment } from '../../kit/notes/attachments';

export { prepareAttachments, type PreparedAttachment } from '../../kit/notes/attachments';

const { noteAttachments } = platformTables;

/** Rows for stored files, in the order they came (see attachmentValues). */
export async function insertAttachments(
  tx: Executor,
  companyId: number,
  noteId: string,
  files: readonly PreparedAttachment[],
) {
  if (files.length === 0) return;
  await tx.insert(noteAttachments).values(attachmentValues(noteId, files).map((row) => ({ ...row, companyId })));
}
