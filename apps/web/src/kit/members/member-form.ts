/**
 * The Add / Edit panel's rules (docs/product/platform-admin.md#validation; docs/product/company-portal.md#validation, #rest-paths, #messages-and-limits): Full Name (at least 2 characters,
 * trimmed) and Email Address are required, the phone is optional. The admin panel saves users as
 * team_member; the company portal also picks the role (team_member or admin), department,
 * designation and date of birth. The owner keeps role and email: for an owner neither is sent.
 */
import { MESSAGES, type UserRole } from '@app/contracts';

import type { TeamMember } from './members';

export type AssignableRole = 'team_member' | 'admin';

export interface MemberFormValues {
  name: string;
  email: string;
  phone: string;
  role: AssignableRole;
  department: string;
  designation: string;
  /** YYYY-MM-DD or empty. */
  dateOfBirth: string;
}

export type MemberFormErrors = Partial<Record<keyof MemberFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function memberFormValues(member: TeamMember | null): MemberFormValues {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.profile.phone ?? member?.phone ?? '',
    role: member?.role === 'admin' ? 'admin' : 'team_member',
    department: member?.profile.department ?? '',
    designation: member?.profile.designation ?? '',
    dateOfBirth: member?.profile.dateOfBirth ?? member?.dateOfBirth ?? '',
  };
}

export function validateMemberForm(
  values: Pick<MemberFormValues, 'name' | 'email'>,
  isOwner: boolean,
): MemberFormErrors {
  const errors: MemberFormErrors = {};
  if (values.name.trim() === '') errors.name = MESSAGES.users.nameRequired;
  else if (values.name.trim().length < 2) errors.name = MESSAGES.users.nameMin;
  if (!isOwner) {
    if (values.email.trim() === '') errors.email = MESSAGES.validation.emailRequired;
    else if (!EMAIL.test(values.email.trim())) errors.email = MESSAGES.validation.emailInvalid;
  }
  return errors;
}

export interface MemberFormOptions {
  mode: 'add' | 'edit';
  /** The edited member's role (an owner sends neither role nor email). */
  role?: UserRole;
  /** The company portal's form: role, department, designation and date of birth are sent too. */
  organisation?: boolean;
}

/**
 * The multipart body of an invite (POST) or an edit (PUT). An edit sends the optional fields even
 * when empty, so clearing them works, and copies the email into user[email] and profile[email] as
 * the documented clients do.
 */
export function memberForm(values: MemberFormValues, options: MemberFormOptions, avatar: File | null): FormData {
  const form = new FormData();
  const edit = options.mode === 'edit';
  const optional = (key: string, value: string) => {
    const text = value.trim();
    if (edit || text) form.set(key, text);
  };
  form.set('name', values.name.trim());
  if (edit) optional('phone', values.phone);
  if (options.role !== 'owner') {
    const email = values.email.trim();
    form.set('email', email);
    if (edit) {
      form.set('user[email]', email);
      form.set('profile[email]', email);
    }
    form.set('role', options.organisation ? values.role : 'team_member');
  }
  if (!edit) optional('phone', values.phone);
  if (options.organisation) {
    optional('department', values.department);
    optional('designation', values.designation);
    optional('dateOfBirth', values.dateOfBirth);
  }
  if (avatar) form.set('avatar', avatar, avatar.name);
  return form;
}
