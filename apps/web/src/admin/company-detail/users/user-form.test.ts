import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { userForm, validateUserForm } from './user-form';

const values = { name: ' Asha Rao ', email: ' asha@acme.test ', phone: '' };

describe('validateUserForm', () => {
  it('requires a name and a valid email', () => {
    expect(validateUserForm({ name: '', email: '', phone: '' }, false)).toEqual({
      name: MESSAGES.users.nameRequired,
      email: MESSAGES.validation.emailRequired,
    });
    expect(validateUserForm({ name: 'Al', email: 'nope', phone: '' }, false)).toEqual({
      email: MESSAGES.validation.emailInvalid,
    });
    expect(validateUserForm(values, false)).toEqual({});
  });
  it('does not check the owner email (it is not sent)', () => {
    expect(validateUserForm({ name: 'Owner', email: '', phone: '' }, true)).toEqual({});
  });
});

describe('userForm', () => {
  it('invites as team_member', () => {
    const form = userForm(values, { mode: 'add' }, null);
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Asha Rao',
      email: 'asha@acme.test',
      role: 'team_member',
    });
  });
  it('edits as team_member, with the email copies and the phone even when empty', () => {
    const form = userForm(values, { mode: 'edit', role: 'admin' }, null);
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
    const form = userForm({ ...values, phone: '123' }, { mode: 'edit', role: 'owner' }, avatar);
    expect([...form.keys()].sort()).toEqual(['avatar', 'name', 'phone']);
  });
});
