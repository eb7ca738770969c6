import { describe, expect, it } from 'vitest';

import { flattenNav } from '../shell/nav';
import { companyNav } from './nav';

const paths = (role: string, allow: boolean) => flattenNav(companyNav(role, allow)).map((item) => item.to);
const CRM = ['/crm/brands', '/crm/leads', '/crm/meetings', '/crm/enquiries', '/crm/follow-ups', '/crm/imports'];

describe('companyNav', () => {
  it('gives the owner everything', () => {
    expect(paths('owner', false)).toEqual(['/', ...CRM, '/team', '/team/settings', '/company/settings']);
  });

  it('gives an admin Company Settings only while allowAdminCompanySettings is on', () => {
    expect(paths('admin', false)).toEqual(['/', ...CRM, '/team', '/team/settings']);
    expect(paths('admin', true)).toEqual(['/', ...CRM, '/team', '/team/settings', '/company/settings']);
  });

  it('gives a team member the dashboard and the CRM only', () => {
    expect(paths('team_member', true)).toEqual(['/', ...CRM]);
  });
});
