import type { TeamField, UserRole } from '@app/contracts';

import type { MemberRow } from './rows';

/** The tenant columns an edit may touch; undefined = leave as is, null = clear. */
export interface MemberColumns {
  name?: string;
  email?: string;
  role?: UserRole;
  isActive?: boolean;
  phone?: string | null;
  department?: string | null;
  designation?: string | null;
  dateOfBirth?: string | null;
  avatarKey?: string | null;
}
export type MemberColumn = keyof MemberColumns;

/** Each column's client-facing field name (as the forms send it), in the order changes are recorded. */
export const MEMBER_FIELDS: Record<MemberColumn, string> = {
  name: 'name',
  email: 'email',
  role: 'role',
  isActive: 'isActive',
  phone: 'phone',
  department: 'department',
  designation: 'designation',
  dateOfBirth: 'dateOfBirth',
  avatarKey: 'avatar',
};

export interface MemberChange {
  column: MemberColumn;
  oldValue: string | boolean | null;
  newValue: string | boolean | null;
}

/** The columns whose requested value differs from the stored one. */
export function diffMember(current: MemberRow, edit: MemberColumns): MemberChange[] {
  const changes: MemberChange[] = [];
  for (const column of Object.keys(MEMBER_FIELDS) as MemberColumn[]) {
    const next = edit[column];
    if (next === undefined) continue;
    const old = current[column] ?? null;
    if (next !== old) changes.push({ column, oldValue: old, newValue: next });
  }
  return changes;
}

/** The columns to write for a set of changes. */
export const columnsOf = (changes: MemberChange[]): MemberColumns =>
  Object.fromEntries(changes.map((c) => [c.column, c.newValue])) as MemberColumns;

/** Each column as the rules name it (docs/security.md). */
const RULE_FIELDS: Record<MemberColumn, TeamField> = {
  name: 'name',
  email: 'email',
  role: 'role',
  isActive: 'status',
  phone: 'phone',
  department: 'department',
  designation: 'designation',
  dateOfBirth: 'dateOfBirth',
  avatarKey: 'avatar',
};

/** Emails are compared without case: they are stored lower-cased and sign-in ignores case. */
export const emailMoved = (current: MemberRow, edit: MemberColumns): boolean =>
  edit.email !== undefined && edit.email.toLowerCase() !== current.email.toLowerCase();

/** The fields the rules judge: the real changes (sending a current value back changes nothing). */
export const changedFields = (current: MemberRow, changes: MemberChange[]): TeamField[] =>
  changes
    .filter((c) => c.column !== 'email' || emailMoved(current, { email: String(c.newValue) }))
    .map((c) => RULE_FIELDS[c.column]);
