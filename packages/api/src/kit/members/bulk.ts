import {
  MESSAGES,
  type TeamBulkAction,
  type TeamBulkInput,
  type TeamBulkOutcome,
  type TeamBulkResult,
} from '@app/contracts';
import type { Tx } from '@app/db';

import type { Logger } from '../../core/deps';
import { AppError } from '../../core/errors';
import { removeMember } from './remove';
import type { TeamScope } from './scope';
import { updateMember, type MemberWrite } from './update';

const m = MESSAGES.users;

const apply: Record<TeamBulkAction, (tx: Tx, scope: TeamScope, id: string) => Promise<MemberWrite>> = {
  activate: (tx, scope, id) => updateMember(tx, scope, id, { isActive: true }),
  deactivate: (tx, scope, id) => updateMember(tx, scope, id, { isActive: false }),
  delete: (tx, scope, id) => removeMember(tx, scope, id),
};

const VERBS: Record<TeamBulkAction, string> = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' };
const ALL_DONE: Record<TeamBulkAction, (n: number) => string> = {
  activate: m.bulkActivated,
  deactivate: m.bulkDeactivated,
  delete: m.bulkDeleted,
};

export function bulkMessage(action: TeamBulkAction, succeeded: number, total: number): string {
  return succeeded === total ? ALL_DONE[action](total) : m.bulkPartial(succeeded, total, VERBS[action]);
}

/**
 * The bulk bar's Activate / Deactivate / Delete in one call: each id through the same service as a
 * single edit (guards, events, counters, sessions revoked), each in its own savepoint, so an id that
 * is refused (the owner, yourself, unknown or another company's) rolls back alone and is answered
 * with its reason while the others stand; nothing of a failed id stays half-written.
 */
export async function bulkMembers(
  tx: Tx,
  scope: TeamScope,
  input: TeamBulkInput,
  log: Pick<Logger, 'error'>,
): Promise<TeamBulkOutcome & { garbage: string[] }> {
  const results: TeamBulkResult[] = [];
  const garbage: string[] = [];
  for (const id of input.ids) {
    try {
      const write = await tx.transaction((savepoint) => apply[input.action](savepoint, scope, id));
      garbage.push(...write.garbage);
      results.push({ id, ok: true });
    } catch (error) {
      // A refusal says why; anything else (a database error) is logged and worded generically.
      if (!(error instanceof AppError)) log.error({ memberId: id, reason: String(error) }, 'bulk team change failed');
      results.push({ id, ok: false, message: error instanceof AppError ? error.message : m.bulkItemFailed });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return {
    message: bulkMessage(input.action, succeeded, results.length),
    results,
    counts: { succeeded, failed: results.length - succeeded },
    garbage,
  };
}
