import { describe, expect, it } from 'vitest';

import { initialsOf, roleLabel } from './people';

describe('initialsOf', () => {
  it.each([
    ['Jane Doe', undefined, 'JD'],
    ['jane ann doe', undefined, 'JA'],
    ['Madonna', undefined, 'M'],
    ['  ', 'john.smith@example.com', 'JS'],
    [null, 'admin@example.com', 'A'],
    [undefined, undefined, 'U'],
    ['', '', 'U'],
    ['Émile Zola', undefined, 'ÉZ'],
  ])('%s / %s gives %s', (name, email, expected) => {
    expect(initialsOf(name, email)).toBe(expected);
  });
});

describe('roleLabel', () => {
  it('names each role', () => {
    expect(roleLabel('super_admin')).toBe('Super Admin');
    expect(roleLabel('team_member')).toBe('Team Member');
  });
});
