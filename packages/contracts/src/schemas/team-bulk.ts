/**
 * Bulk team actions (docs/product/company-portal.md#team bulk bar, docs/architecture.md#the-api): one call for the selected rows, answered
 * with a result per id. The admin panel's Users tab chains `companyScopeInput` in front.
 */
import { z } from 'zod';

import { MESSAGES } from '../messages';
import { idParam } from './common';

const m = MESSAGES.users;

export const TEAM_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type TeamBulkAction = (typeof TEAM_BULK_ACTIONS)[number];

/** A page of the team at its largest: select-all never sends more. */
export const TEAM_BULK_MAX_IDS = 100;

/** Ids are deduplicated (first occurrence kept), so a repeated id is applied and answered once. */
export const teamBulkInput = z.object({
  action: z.enum(TEAM_BULK_ACTIONS, { error: m.bulkActionInvalid }),
  ids: z
    .array(idParam, { error: m.bulkIdsRequired })
    .min(1, { error: m.bulkIdsRequired })
    .max(TEAM_BULK_MAX_IDS, { error: m.bulkIdsMax(TEAM_BULK_MAX_IDS) })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type TeamBulkInput = z.infer<typeof teamBulkInput>;

export interface TeamBulkResult {
  id: string;
  ok: boolean;
  /** Why this id was not applied (owner, unknown, your own account). */
  message?: string;
}

export interface TeamBulkOutcome {
  message: string;
  results: TeamBulkResult[];
  counts: { succeeded: number; failed: number };
}
