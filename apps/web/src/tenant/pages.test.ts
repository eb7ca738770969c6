import { describe, expect, it } from 'vitest';

import {
  BrandsPage,
  CompanySettingsPage,
  companyPageFor,
  DashboardPage,
  EnquiriesPage,
  LeadPage,
  LeadsPage,
  MeetingsPage,
  TeamPage,
  TeamSettingsPage,
  UserSettingsPage,
} from './pages';

describe('companyPageFor', () => {
  it.each([
    ['/', DashboardPage],
    ['/crm/brands', BrandsPage],
    ['/crm/leads', LeadsPage],
    ['/crm/leads/0b1f4c6e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', LeadPage],
    ['/crm/meetings', MeetingsPage],
    ['/crm/enquiries', EnquiriesPage],
    ['/team', TeamPage],
    ['/team/settings', TeamSettingsPage],
    ['/company/settings', CompanySettingsPage],
    ['/user/settings', UserSettingsPage],
    ['/no-such-page', DashboardPage],
  ])('%s loads its own screen', (pathname, page) => {
    expect(companyPageFor(pathname)).toBe(page);
  });
});
