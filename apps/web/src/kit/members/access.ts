/**
 * What the signed-in viewer may do to a team row (docs/security.md, "Who may change whom"): the
 * same rules the server enforces, asked of the same function, so the screens offer only what the
 * server would accept instead of leading people into a refusal.
 */
import {
  mayInvite,
  teamRefusal,
  TEAM_RULE_TEXTS,
  type TeamActorRole,
  type TeamField,
  type UserRole,
} from '@app/contracts';

/** Who looks at the team: a company user (their id spots their own row) or a super admin. */
export interface TeamViewer {
  role: TeamActorRole;
  id: string | null;
}

export interface MemberAccess {
  may: (field: TeamField) => boolean;
  /** Some field of the edit panel can change: the row's edit button. */
  edit: boolean;
  status: boolean;
  remove: boolean;
  /** The bulk bar (activate, deactivate, delete) has something to do with the row. */
  select: boolean;
  /** Why the row's controls are locked, in the server's words; null when nothing is. */
  reason: (field: TeamField) => string | null;
}

const PANEL_FIELDS: readonly TeamField[] = [
  'name',
  'email',
  'phone',
  'avatar',
  'role',
  'department',
  'designation',
  'dateOfBirth',
];

export function memberAccess(viewer: TeamViewer, member: { id: string; role: UserRole }): MemberAccess {
  const self = viewer.id !== null && viewer.id === member.id;
  const reason = (field: TeamField) => {
    const rule = teamRefusal(viewer.role, member.role, field, self);
    return rule ? TEAM_RULE_TEXTS[rule] : null;
  };
  const may = (field: TeamField) => reason(field) === null;
  return {
    may,
    edit: PANEL_FIELDS.some(may),
    status: may('status'),
    remove: may('remove'),
    select: may('status') || may('remove'),
    reason,
  };
}

/** The roles the viewer may give a new member (admins add team members only). */
export const invitableRoles = <R extends UserRole>(viewer: TeamViewer, roles: readonly R[]): R[] =>
  roles.filter((role) => mayInvite(viewer.role, role));
