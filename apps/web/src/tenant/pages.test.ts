import { describe, expect, it } from 'vitest';

import {
  BrandsPage,
  CompanySettingsPage,
  companyPageFor,
  DashboardPage,
  EnquiriesPage,
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
