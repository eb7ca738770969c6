import { describe, expect, it } from 'vitest';

import { companyDisplayName, companySettingsAccess, roleAllowed, TEAM_MANAGER_ROLES } from './access';

describe('roleAllowed', () => {
  it('lets everyone through an empty list', () => {
    expect(roleAllowed('team_member', [])).toBe(true);
  });
  it.each([
    ['owner', true],
    ['admin', true],
    ['team_member', false],
  ])('team management for %s: %s', (role, expected) => {
    expect(roleAllowed(role, TEAM_MANAGER_ROLES)).toBe(expected);
  });
});

describe('companySettingsAccess', () => {
  it.each([
    ['owner', false, 'allowed'],
    ['owner', true, 'allowed'],
    ['admin', true, 'allowed'],
    ['admin', false, 'adminNotEnabled'],
    ['team_member', true, 'ownersOnly'],
    ['team_member', false, 'ownersOnly'],
  ] as const)('%s with allowAdminCompanySettings %s: %s', (role, allow, expected) => {
    expect(companySettingsAccess(role, allow)).toBe(expected);
  });
});

describe('companyDisplayName', () => {
  it('uses the name, then the capitalised subdomain, then the fallback', () => {
    expect(companyDisplayName('  Acme Ltd ', 'acme', 'Company')).toBe('Acme Ltd');
    expect(companyDisplayName('', 'acme', 'Company')).toBe('Acme');
    expect(companyDisplayName(null, undefined, 'Company')).toBe('Company');
    expect(companyDisplayName('   ', '  ', 'Company')).toBe('Company');
  });
});
