/** The file fixtures the companies tests share (not a test file itself). */
import { superAdminTest } from '../../testing/fixtures';
import { companyInput, trackedStorage } from './test-fixtures';

/**
 * `it` with the super admin's app on tracked storage (superAdminTest), `companies`: their companies
 * calls, and `create`: a company made through them from companyInput's fields and `extra`.
 */
export const companiesTest = () =>
  superAdminTest({ storage: trackedStorage })
    .extend(
      'companies',
      { scope: 'file' },
      ({ app, request }) =>
        () =>
          app.call(request).platform.companies,
    )
    .extend(
      'create',
      { scope: 'file' },
      ({ companies }) =>
        async (subdomain: string, extra: Record<string, unknown> = {}) =>
          (await companies().create({ ...companyInput(subdomain), ...extra })).company,
    );
