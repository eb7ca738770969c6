/**
 * What an import leaves on a lead's timeline (decision 0022): one `updated_by_import` entry per lead
 * it updates, naming the file and the import, by the user who started it. Written set-based in the
 * statement that updates the batch's leads (a data-modifying CTE), so the entries commit or roll
 * back with the rows and cost no extra round trip. A lead it creates gets no row: 100,000 of them
 * cost a third of the import, and the timeline starts from the lead itself (activity/list.ts).
 */
import { sql, type SQL } from '@app/db';

import type { ActivityActor } from '../lead-activity/record';

export interface ImportTrail {
  importId: string;
  fileName: string;
  actor: ActivityActor | null;
}

/**
 * The entries for the leads in the CTE `written` (their ids). A lead an earlier batch of the same
 * import already updated gets no second entry.
 */
export function trailInsert(trail: ImportTrail): SQL {
  return sql`insert into lead_activity (lead_id, kind, subject_id, subject, actor_id, actor_name)
    select w.id, 'updated_by_import', ${trail.importId}::uuid, ${trail.fileName}, ${trail.actor?.id ?? null}::uuid, ${trail.actor?.name ?? null}
    from written w
    where not exists (select 1 from lead_activity a where a.lead_id = w.id and a.subject_id = ${trail.importId}::uuid)`;
}
