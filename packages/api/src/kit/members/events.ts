/**
 * The company timeline's wording for team changes (docs/product/platform-admin.md#records: user_added, user_updated,
 * user_removed), one user_updated event per changed field.
 */
import { MESSAGES } from '@app/contracts';

import type { TimelineEntry } from '../../platform/companies/timeline';
import { MEMBER_FIELDS, type MemberChange } from './changes';
import type { MemberRow } from './rows';
import type { TeamActor } from './scope';

/** The timeline names who did it; their role is not recorded. */
type Performer = Pick<TeamActor, 'id' | 'name'>;

const ROLE_LABELS: Record<string, string> = MESSAGES.web.roleLabels;
export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

const LABELS: Record<MemberChange['column'], string> = {
  name: 'name',
  email: 'email',
  role: 'role',
  isActive: 'status',
  phone: 'phone',
  department: 'department',
  designation: 'designation',
  dateOfBirth: 'date of birth',
  avatarKey: 'profile picture',
};

const shown = (value: string | boolean | null) => (value === null || value === '' ? 'none' : `'${String(value)}'`);

function describe(row: MemberRow, change: MemberChange): string {
  const who = `User '${row.name}'`;
  switch (change.column) {
    case 'isActive':
      return `${who} ${change.newValue ? 'activated' : 'deactivated'}`;
    case 'avatarKey':
      if (change.newValue === null) return `${who}: profile picture removed`;
      return `${who}: profile picture ${change.oldValue === null ? 'added' : 'updated'}`;
    case 'role':
      return `${who}: role changed from ${roleLabel(String(change.oldValue))} to ${roleLabel(String(change.newValue))}`;
    default:
      return `${who}: ${LABELS[change.column]} changed from ${shown(change.oldValue)} to ${shown(change.newValue)}`;
  }
}

/** Pictures are recorded as present or not: storage keys are internal and their URLs expire. */
const recorded = (change: MemberChange, value: string | boolean | null) =>
  change.column === 'avatarKey' ? (value === null ? null : 'image') : value;

export function memberChanged(row: MemberRow, change: MemberChange, performedBy: Performer | null): TimelineEntry {
  return {
    action: 'user_updated',
    description: describe(row, change),
    details: {
      userId: row.id,
      userName: row.name,
      fieldChanged: MEMBER_FIELDS[change.column],
      oldValue: recorded(change, change.oldValue),
      newValue: recorded(change, change.newValue),
    },
    performedBy,
  };
}

const identity = (row: MemberRow) => ({ userId: row.id, name: row.name, email: row.email, role: row.role });

export const memberAdded = (row: MemberRow, performedBy: Performer | null): TimelineEntry => ({
  action: 'user_added',
  description: `User '${row.name}' (${row.email}) added as ${roleLabel(row.role)}`,
  details: identity(row),
  performedBy,
});

export const memberRemoved = (row: MemberRow, performedBy: Performer | null): TimelineEntry => ({
  action: 'user_removed',
  description: `User '${row.name}' (${row.email}) removed`,
  details: identity(row),
  performedBy,
});
