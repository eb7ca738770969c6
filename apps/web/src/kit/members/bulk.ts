/**
 * Owner rules of the team's bulk actions (docs/product/platform-admin.md#validation): owners are never deactivated or
 * deleted. A selection with owners cannot be deactivated; a delete of owners only is refused, and a
 * delete that mixes owners and other users warns and goes on with the others.
 */
import { MESSAGES, type TeamBulkAction, type UserRole } from '@app/contracts';

import type { TeamTexts } from './team-texts';

export type BulkAction = TeamBulkAction;

export interface BulkMember {
  id: string;
  role: UserRole;
}

export type BulkPlan<M extends BulkMember> =
  | { kind: 'refuse'; message: string }
  | {
      kind: 'run';
      targets: M[];
      /** Set when owners were selected for a delete: they are left out, the others go on. */
      ownersSkipped?: { owners: number; users: number };
    };

export const isOwner = (member: { role: UserRole }) => member.role === 'owner';

export function planBulk<M extends BulkMember>(action: BulkAction, selected: readonly M[]): BulkPlan<M> {
  const owners = selected.filter(isOwner);
  const others = selected.filter((m) => !isOwner(m));
  if (action === 'activate') return { kind: 'run', targets: [...selected] };
  if (action === 'deactivate') {
    return owners.length > 0
      ? { kind: 'refuse', message: MESSAGES.users.ownerCannotDeactivate }
      : { kind: 'run', targets: others };
  }
  if (owners.length === 0) return { kind: 'run', targets: others };
  if (others.length === 0) return { kind: 'refuse', message: MESSAGES.users.ownerCannotDelete };
  return { kind: 'run', targets: others, ownersSkipped: { owners: owners.length, users: others.length } };
}

/**
 * Ids the header checkbox selects: every row on the page except owners (docs/product/platform-admin.md#validation) and the rows
 * the viewer may neither (de)activate nor delete (docs/security.md).
 */
export const selectableIds = <M extends BulkMember>(rows: readonly M[], canSelect: (row: M) => boolean = () => true) =>
  rows.filter((r) => !isOwner(r) && canSelect(r)).map((r) => r.id);

export type BulkNotice = { kind: 'deleted' | 'success' | 'error'; message: string };

/**
 * What the screen says after one bulk call (docs/architecture.md#the-api: a result per id): a full delete shows the
 * 'Deleted!' dialog, a full status change a success toast, a partial one the counts as an error.
 */
export function bulkNotice(
  action: BulkAction,
  counts: { succeeded: number; failed: number },
  texts: TeamTexts['ui'],
): BulkNotice {
  const { succeeded: done, failed } = counts;
  if (done === 0) return { kind: 'error', message: MESSAGES.users.bulkFailed };
  if (action === 'delete') {
    return failed === 0
      ? { kind: 'deleted', message: texts.deletedMany(done) }
      : { kind: 'error', message: texts.deletedPartial(done, failed) };
  }
  if (failed > 0) return { kind: 'error', message: texts.statusPartial(done, failed) };
  const m = MESSAGES.users;
  return { kind: 'success', message: action === 'activate' ? m.bulkActivated(done) : m.bulkDeactivated(done) };
}
