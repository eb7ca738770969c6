/**
 * The Add User / Edit User panel's rules (spec 000 §5, §7, §8): Full Name and Email Address are
 * required, the phone is optional; users saved here get the role team_member, except that the
 * owner stays owner and, for an owner, neither role nor email is sent.
 */
import { MESSAGES, type UserRole } from '@app/contracts';

export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateUserForm(values: UserFormValues, isOwner: boolean): UserFormErrors {
  const errors: UserFormErrors = {};
  if (values.name.trim() === '') errors.name = MESSAGES.users.nameRequired;
  else if (values.name.trim().length < 2) errors.name = MESSAGES.users.nameMin;
  if (!isOwner) {
    if (values.email.trim() === '') errors.email = MESSAGES.validation.emailRequired;
    else if (!EMAIL.test(values.email.trim())) errors.email = MESSAGES.validation.emailInvalid;
  }
  return errors;
}

/**
 * The multipart body of an invite (POST .../team/invite) or an edit (PUT .../team/{id}). The edit
 * sends the phone even when empty, so clearing it works, and copies the email into user[email] and
 * profile[email] as the documented clients do.
 */
export function userForm(
  values: UserFormValues,
  options: { mode: 'add' } | { mode: 'edit'; role: UserRole },
  avatar: File | null,
): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  const phone = values.phone.trim();
  if (options.mode === 'add') {
    form.set('email', values.email.trim());
    form.set('role', 'team_member');
    if (phone) form.set('phone', phone);
  } else {
    form.set('phone', phone);
    if (options.role !== 'owner') {
      const email = values.email.trim();
      form.set('email', email);
      form.set('user[email]', email);
      form.set('profile[email]', email);
      form.set('role', 'team_member');
    }
  }
  if (avatar) form.set('avatar', avatar, avatar.name);
  return form;
}
