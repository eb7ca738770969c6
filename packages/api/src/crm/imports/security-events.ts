/**
 * What an import leaves in the company's security log: `import_started` when someone starts it
 * (actions.ts, with their IP and user agent) and `import_completed` in the run's own transaction,
 * so it exists exactly when the records do. Failed and cancelled runs write nothing: nothing came in.
 */
import { MESSAGES } from '@app/contracts';
import type { Tx } from '@app/db';

import { recordSecurityEvent, userActor } from '../../kit/security-log';
import type { ActivityActor } from '../lead-activity/record';
import type { Counts } from './pipeline';
import type { ImportRow } from './serialize';

/** What the log says about an import: what it brings in, from which file and how; never its rows. */
export const importFacts = (row: ImportRow) => ({
  importId: row.id,
  kind: row.kind,
  fileName: row.fileName,
  rows: row.totalRows,
  duplicates: row.duplicates,
  commitMode: row.commitMode,
});

/** The run's end, by the person the records are attributed to (the uploader, or the owner). */
export function recordImportCompleted(tx: Tx, row: ImportRow, actor: ActivityActor | null, counts: Counts) {
  return recordSecurityEvent(tx, {
    type: 'import_completed',
    actor: actor?.id
      ? userActor({ id: actor.id, name: actor.name })
      : { kind: 'user', id: null, label: MESSAGES.securityLog.unknownPerson },
    detail: {
      ...importFacts(row),
      created: counts.created,
      updated: counts.updated,
      skipped: counts.skipped,
      failed: counts.failed,
    },
  });
}
