/**
 * Owner rules of the Users tab's bulk actions (spec 000 §5): owners are never deactivated or
 * deleted. A selection with owners cannot be deactivated; a delete of owners only is refused, and a
 * delete that mixes owners and other users warns and goes on with the others.
 */
import { MESSAGES, type UserRole } from '@app/contracts';

export type BulkAction = 'activate' | 'deactivate' | 'delete';

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

/** Ids the header checkbox selects: every row on the page except owners (spec 000 §5). */
export const selectableIds = (rows: readonly BulkMember[]): string[] =>
  rows.filter((r) => !isOwner(r)).map((r) => r.id);
