/** The team's rules that hold whoever asks (spec 000 §5, 001 §5-6, DESIGN §4). */
import { ASSIGNABLE_USER_ROLES, MESSAGES } from '@app/contracts';

import { AppError, fieldError } from '../errors';
import { isoDay } from '../tenancy/directory';
import type { MemberColumns } from './changes';
import type { MemberRow } from './rows';
import type { TeamActor } from './scope';

const m = MESSAGES.users;

const assignable: readonly string[] = ASSIGNABLE_USER_ROLES;

/**
 * The owner keeps their email (their sign-in identity) and role and stays active; nobody else
 * becomes owner through the team (a transfer of ownership is a different operation). Sending the
 * owner's current values is no change and passes.
 */
export function assertEditAllowed(current: MemberRow, edit: MemberColumns): void {
  if (current.role !== 'owner') {
    if (edit.role !== undefined && !assignable.includes(edit.role)) throw fieldError('role', m.roleInvalid);
    return;
  }
  if (edit.email !== undefined && edit.email.toLowerCase() !== current.email.toLowerCase())
    throw fieldError('email', m.ownerEmailChange);
  if (edit.role !== undefined && edit.role !== 'owner') throw fieldError('role', m.ownerRoleChange);
  if (edit.isActive === false)
    throw new AppError('BAD_REQUEST', m.ownerCannotDeactivate, [{ path: 'isActive', msg: m.ownerCannotDeactivate }]);
}

export function assertRemovable(current: MemberRow): void {
  if (current.role === 'owner') throw new AppError('BAD_REQUEST', m.ownerCannotDelete);
}

/**
 * A manager never deactivates or deletes their own account from team management: they would sign
 * themselves out for good (docs/decisions/0009). The owner guards above answer first for the owner.
 */
export function assertNotSelf(current: MemberRow, actor: TeamActor | null, change: 'deactivate' | 'delete'): void {
  if (actor?.id !== current.id) return;
  if (change === 'delete') throw new AppError('BAD_REQUEST', m.selfDelete);
  throw new AppError('BAD_REQUEST', m.selfDeactivate, [{ path: 'isActive', msg: m.selfDeactivate }]);
}

export function assertRoleAssignable(role: string): void {
  if (!assignable.includes(role)) throw fieldError('role', m.roleInvalid);
}

/** Dates are `YYYY-MM-DD`, so comparing the text compares the days. */
export function assertDateOfBirth(dateOfBirth: string | null | undefined, now: Date): void {
  if (dateOfBirth && dateOfBirth > isoDay(now)) throw fieldError('dateOfBirth', m.dateOfBirthFuture);
}
