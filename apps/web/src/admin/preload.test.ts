import { describe, expect, it } from 'vitest';

import { companyListQuery } from './companies/company-list';
import { isSuperAdminToken } from './preload';

const NOW = Date.UTC(2030, 0, 1);
const token = (claims: Record<string, unknown>) =>
  [
    'eyJhbGciOiJIUzI1NiJ9',
    btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'),
    'sig',
  ].join('.');
const superAdmin = { sub: 'a', sid: 's', role: 'super_admin', aud: 'platform', exp: NOW / 1000 + 600 };

describe('isSuperAdminToken (whether the list may be asked for with the profile)', () => {
  it("reads a super admin's platform token that is not about to expire", () => {
    expect(isSuperAdminToken(token(superAdmin), NOW)).toBe(true);
  });
  it('says no for anything else', () => {
    expect(isSuperAdminToken(null, NOW)).toBe(false);
    expect(isSuperAdminToken('', NOW)).toBe(false);
    expect(isSuperAdminToken('not-a-jwt', NOW)).toBe(false);
    expect(isSuperAdminToken('a.%%%.c', NOW)).toBe(false);
    expect(isSuperAdminToken(token({ ...superAdmin, role: 'owner' }), NOW)).toBe(false);
    expect(isSuperAdminToken(token({ ...superAdmin, aud: '12' }), NOW)).toBe(false);
    expect(isSuperAdminToken(token({ ...superAdmin, exp: NOW / 1000 + 10 }), NOW)).toBe(false);
    expect(isSuperAdminToken(token({ ...superAdmin, exp: undefined }), NOW)).toBe(false);
  });
});

describe('companyListQuery', () => {
  it("is the companies page's list input for the address's query string", () => {
    expect(companyListQuery('')).toEqual({ page: 1, limit: 20, status: 'all', sort: 'createdAt', order: 'desc' });
    expect(
      companyListQuery('?page=2&limit=50&status=inactive&search=acme&filter=lastWeek&sort=name&order=asc'),
    ).toEqual({
      page: 2,
      limit: 50,
      status: 'inactive',
      sort: 'name',
      order: 'asc',
      filter: 'lastWeek',
      search: 'acme',
    });
  });
});
