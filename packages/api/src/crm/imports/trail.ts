/**
 * What an import leaves on each lead's timeline (decision 0022): one `created_by_import` entry per
 * lead it creates and one `updated_by_import` per lead it updates, naming the file and the import,
 * by the user who started it. Written set-based in the statement that writes the batch's leads (a
 * data-modifying CTE), so the entries commit or roll back with the rows and cost no extra round trip.
 */
import { sql, type SQL } from '@app/db';

import type { ActivityActor } from '../activity/record';

export interface ImportTrail {
  importId: string;
  fileName: string;
  actor: ActivityActor | null;
}

export type TrailKind = 'created_by_import' | 'updated_by_import';

/**
 * The entries for the leads in the CTE `written` (their ids). A lead the same import already
 * marked (created, or updated by an earlier batch) gets no second entry.
 */
export function trailInsert(kind: TrailKind, trail: ImportTrail): SQL {
  const once =
    kind === 'updated_by_import'
      ? sql` where not exists (select 1 from lead_activity a where a.lead_id = w.id and a.subject_id = ${trail.importId}::uuid)`
      : sql``;
  return sql`insert into lead_activity (lead_id, kind, subject_id, subject, actor_id, actor_name)
    select w.id, ${kind}, ${trail.importId}::uuid, ${trail.fileName}, ${trail.actor?.id ?? null}::uuid, ${trail.actor?.name ?? null}
    from written w${once}`;
}
