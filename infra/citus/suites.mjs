/**
 * The suites `npm run test:citus` runs on the cluster: those whose behaviour depends on where the
 * data is (isolation, provisioning, migrations, the CRM, imports, search, jobs, webhooks, kept
 * totals). Vitest takes each as a path filter, so a folder that moves must move here too;
 * tooling/citus-suites.test.ts fails when one names no test file.
 */
export const SUITES = [
  'packages/db/src/tenancy.test.ts',
  'packages/db/src/tenant',
  'packages/db/src/jobs',
  'packages/db/src/citus',
  'packages/api/src/core/tenancy',
  'packages/api/src/platform/companies',
  'packages/api/src/public',
  'packages/api/src/crm',
  'packages/api/src/services/jobs',
  'packages/api/src/company/webhooks',
  'packages/api/src/kit/pagination',
];
