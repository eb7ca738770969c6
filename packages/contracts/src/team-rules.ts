/**
 * Who may change whom in a company's team (docs/security.md, "Who may change whom"). One pure
 * function answers for the server's guard and for the screens that hide what it would refuse.
 */
import type { SUPER_ADMIN_ROLE, UserRole } from './enums';
import { MESSAGES } from './messages';

/** Who acts: a company user, or a super admin from the platform's Users tab. */
export type TeamActorRole = UserRole | typeof SUPER_ADMIN_ROLE;

/** What a change touches; `status` is (de)activation, `remove` is deletion. */
export const TEAM_FIELDS = [
  'name',
  'email',
  'phone',
  'role',
  'status',
  'avatar',
  'department',
  'designation',
  'dateOfBirth',
  'remove',
] as const;
export type TeamField = (typeof TEAM_FIELDS)[number];

/**
 * The rules a change can break, in the order they answer when several do: the owner's fixed facts
 * first (they hold whoever asks, the owner included), then one's own account, then who manages whom.
 */
export const TEAM_RULES = [
  'ownerEmail',
  'ownerRole',
  'ownerStatus',
  'ownerRemove',
  'selfStatus',
  'selfRemove',
  'selfRole',
  'ownersAccount',
  'adminsAccount',
  'rolesByOwner',
  'managersOnly',
] as const;
export type TeamRule = (typeof TEAM_RULES)[number];

const m = MESSAGES.users;

/** What a refusal says: the rule that was hit. */
export const TEAM_RULE_TEXTS: Record<TeamRule, string> = {
  ownerEmail: m.ownerEmailChange,
  ownerRole: m.ownerRoleChange,
  ownerStatus: m.ownerCannotDeactivate,
  ownerRemove: m.ownerCannotDelete,
  selfStatus: m.selfDeactivate,
  selfRemove: m.selfDelete,
  selfRole: m.selfRole,
  ownersAccount: m.ownersAccount,
  adminsAccount: m.adminsAccount,
  rolesByOwner: m.rolesByOwner,
  managersOnly: m.managersOnly,
};

const OWNER_FIXED: Partial<Record<TeamField, TeamRule>> = {
  email: 'ownerEmail',
  role: 'ownerRole',
  status: 'ownerStatus',
  remove: 'ownerRemove',
};

const SELF_FIXED: Partial<Record<TeamField, TeamRule>> = {
  status: 'selfStatus',
  remove: 'selfRemove',
  role: 'selfRole',
};

/** What everyone changes of their own account (User Settings offers the same). */
const OWN_PROFILE: readonly TeamField[] = ['name', 'phone', 'avatar'];

/**
 * The rule that refuses `actor` changing `field` of a `target`, or null when it is allowed.
 * `self`: the actor is the target.
 */
export function teamRefusal(actor: TeamActorRole, target: UserRole, field: TeamField, self = false): TeamRule | null {
  const fixed = target === 'owner' ? OWNER_FIXED[field] : undefined;
  if (fixed) return fixed;
  if (self) {
    const own = SELF_FIXED[field];
    if (own) return own;
    if (OWN_PROFILE.includes(field)) return null;
  }
  switch (actor) {
    case 'super_admin':
    case 'owner':
      return null;
    case 'admin':
      if (target === 'owner') return 'ownersAccount';
      if (target === 'admin') return 'adminsAccount';
      return field === 'role' ? 'rolesByOwner' : null;
    default:
      return 'managersOnly';
  }
}

export const mayChange = (actor: TeamActorRole, target: UserRole, field: TeamField, self = false): boolean =>
  teamRefusal(actor, target, field, self) === null;

/** The rule that answers for a change of several fields: the first in TEAM_RULES' order. */
export function firstTeamRefusal(
  actor: TeamActorRole,
  target: UserRole,
  fields: readonly TeamField[],
  self = false,
): TeamRule | null {
  const broken = new Set(fields.map((field) => teamRefusal(actor, target, field, self)));
  return TEAM_RULES.find((rule) => broken.has(rule)) ?? null;
}

/** Giving a role to a new member: admins add team members; the admin role is the owner's to give. */
export const mayInvite = (actor: TeamActorRole, role: UserRole): boolean =>
  actor === 'super_admin' || actor === 'owner' || (actor === 'admin' && role === 'team_member');
