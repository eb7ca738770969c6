import { describe, expect, it } from 'vitest';

import { profileFormData, validateProfile } from './profile-form';

describe('validateProfile', () => {
  it('requires a full name of 2 or more characters and keeps name and phone within their limits', () => {
    expect(validateProfile({ name: '  ', phone: '' }).name).toBe('Name is required');
    expect(validateProfile({ name: 'A', phone: '' }).name).toBe('Name must be at least 2 characters long');
    expect(validateProfile({ name: 'x'.repeat(101), phone: '' }).name).toBe('Must be at most 100 characters');
    expect(validateProfile({ name: 'Ada', phone: '1'.repeat(33) }).phone).toBe('Must be at most 32 characters');
    expect(validateProfile({ name: 'Ada', phone: '+91 98765 43210' })).toEqual({});
  });
});

describe('profileFormData', () => {
  it('sends trimmed name and phone, and removeAvatar only without a new file', () => {
    const body = profileFormData({ name: ' Ada ', phone: ' 123 ' }, { file: null, remove: true });
    expect([...body.entries()]).toEqual([
      ['name', 'Ada'],
      ['phone', '123'],
      ['removeAvatar', 'true'],
    ]);
    const file = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' });
    const withFile = profileFormData({ name: 'Ada', phone: '' }, { file, remove: true });
    expect(withFile.has('removeAvatar')).toBe(false);
    expect((withFile.get('avatar') as File).name).toBe('me.png');
  });
});
