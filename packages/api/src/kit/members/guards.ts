/** The team's rules: who may change whom, and the values an edit may hold (docs/security.md). */
import {
  ASSIGNABLE_USER_ROLES,
  firstTeamRefusal,
  MESSAGES,
  mayInvite,
  SUPER_ADMIN_ROLE,
  TEAM_RULE_TEXTS,
  type TeamField,
  type TeamRule,
  type UserRole,
} from '@app/contracts';

import { AppError, fieldError } from '../../core/errors';
import { isoDay } from '../../core/tenancy/directory';
import type { MemberColumns } from './changes';
import type { MemberRow } from './rows';
import type { TeamActor } from './scope';

const m = MESSAGES.users;

const assignable: readonly string[] = ASSIGNABLE_USER_ROLES;

/** A real change of role must name an assignable one: nobody becomes owner through the team. */
export function assertRoleValue(current: MemberRow, edit: MemberColumns): void {
  if (current.role === 'owner' || edit.role === undefined || assignable.includes(edit.role)) return;
  throw fieldError('role', m.roleInvalid);
}

/** The refusal each rule answers with: the owner's and self-protection keep their 400s (decision 0009). */
function refusal(rule: TeamRule): AppError {
  const msg = TEAM_RULE_TEXTS[rule];
  switch (rule) {
    case 'ownerEmail':
      return fieldError('email', msg);
    case 'ownerRole':
      return fieldError('role', msg);
    case 'ownerStatus':
    case 'selfStatus':
      return new AppError('BAD_REQUEST', msg, [{ path: 'isActive', msg }]);
    case 'ownerRemove':
    case 'selfRemove':
      return new AppError('BAD_REQUEST', msg);
    default:
      return new AppError('FORBIDDEN', msg);
  }
}

/**
 * Who may change whom (docs/security.md): every team write (edit, status, picture, bulk, remove),
 * from the portal and the platform's Users tab alike, asks here before it writes anything. Without
 * an actor (the system's own changes) only the owner's fixed facts hold, as for a super admin.
 */
export function assertMayChange(current: MemberRow, actor: TeamActor | null, fields: readonly TeamField[]): void {
  const self = actor !== null && actor.id === current.id;
  const rule = firstTeamRefusal(actor?.role ?? SUPER_ADMIN_ROLE, current.role as UserRole, fields, self);
  if (rule) throw refusal(rule);
}

/** Only the owner (or a super admin) adds an admin. */
export function assertMayInvite(actor: TeamActor | null, role: UserRole): void {
  if (actor && !mayInvite(actor.role, role)) throw refusal('rolesByOwner');
}

export function assertRoleAssignable(role: string): void {
  if (!assignable.includes(role)) throw fieldError('role', m.roleInvalid);
}

/** Dates are `YYYY-MM-DD`, so comparing the text compares the days. */
export function assertDateOfBirth(dateOfBirth: string | null | undefined, now: Date): void {
  if (dateOfBirth && dateOfBirth > isoDay(now)) throw fieldError('dateOfBirth', m.dateOfBirthFuture);
}
