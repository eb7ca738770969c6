import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { memberForm, validateMemberForm, type MemberFormValues } from './member-form';

const values: MemberFormValues = {
  name: ' Asha Rao ',
  email: ' asha@acme.test ',
  phone: '',
  role: 'admin',
  department: ' Sales ',
  designation: '',
  dateOfBirth: '',
};

describe('validateMemberForm', () => {
  it('requires a name of 2 characters and a valid email', () => {
    expect(validateMemberForm({ name: '', email: '' }, false)).toEqual({
      name: MESSAGES.users.nameRequired,
      email: MESSAGES.validation.emailRequired,
    });
    expect(validateMemberForm({ name: ' A ', email: 'nope' }, false)).toEqual({
      name: MESSAGES.users.nameMin,
      email: MESSAGES.validation.emailInvalid,
    });
    expect(validateMemberForm(values, false)).toEqual({});
  });
  it('does not check the owner email (it is not sent)', () => {
    expect(validateMemberForm({ name: 'Owner', email: '' }, true)).toEqual({});
  });
});

describe('memberForm for the admin Users tab', () => {
  it('invites as team_member', () => {
    const form = memberForm(values, { mode: 'add' }, null);
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Asha Rao',
      email: 'asha@acme.test',
      role: 'team_member',
    });
  });
  it('edits as team_member, with the email copies and the phone even when empty', () => {
    const form = memberForm(values, { mode: 'edit', role: 'admin' }, null);
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Asha Rao',
      phone: '',
      email: 'asha@acme.test',
      'user[email]': 'asha@acme.test',
      'profile[email]': 'asha@acme.test',
      role: 'team_member',
    });
  });
  it('sends neither role nor email for the owner', () => {
    const avatar = new File(['x'], 'me.png', { type: 'image/png' });
    const form = memberForm({ ...values, phone: '123' }, { mode: 'edit', role: 'owner' }, avatar);
    expect([...form.keys()].sort()).toEqual(['avatar', 'name', 'phone']);
  });
});

describe('memberForm for the portal Team page', () => {
  it('invites with the chosen role and only the filled fields', () => {
    const form = memberForm({ ...values, dateOfBirth: '1990-04-02' }, { mode: 'add', organisation: true }, null);
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Asha Rao',
      email: 'asha@acme.test',
      role: 'admin',
      department: 'Sales',
      dateOfBirth: '1990-04-02',
    });
  });
  it('sends empty fields on edit so they are cleared', () => {
    const form = memberForm(values, { mode: 'edit', role: 'team_member', organisation: true }, null);
    expect(form.get('designation')).toBe('');
    expect(form.get('dateOfBirth')).toBe('');
    expect(form.get('role')).toBe('admin');
  });
  it('keeps the owner role and email out', () => {
    const form = memberForm(values, { mode: 'edit', role: 'owner', organisation: true }, null);
    expect(form.has('role')).toBe(false);
    expect(form.has('email')).toBe(false);
    expect(form.get('department')).toBe('Sales');
  });
});
