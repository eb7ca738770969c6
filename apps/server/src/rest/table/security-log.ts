import { MESSAGES, SECURITY_EVENT_TYPES } from '@app/contracts';

import type { RestRoute } from '../route-types';
import { superAdminRoute } from './platform';

const TAG = 'Security Log';

const FILTERS = `filtered by actorId (a person's or key's id), type (${SECURITY_EVENT_TYPES.join(', ')}) and from / to (YYYY-MM-DD, both days included)`;
const EVENT =
  'each event: id, type, actor {id, kind (user, super_admin, api_key, anonymous), name as it was then}, subject {id, name} or null, at, ip, userAgent, detail';

/**
 * The security logs (docs/decisions/0027-security-log.md): a company's, for its owner on the
 * company host; the same, for super admins on the platform host; and the platform's own.
 */
export const securityLogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/company/security-log',
    procedure: 'company.securityLog.list',
    message: MESSAGES.securityLog.fetched,
    summary: `The company's security log, newest first, paginated, ${FILTERS} in the company's time zone; ${EVENT}. The owner only: admins and team members get 403`,
    data: ['events', 'pagination'],
    tag: TAG,
    auth: true,
    host: 'tenant',
  },
  superAdminRoute(TAG, {
    method: 'GET',
    path: '/api/super-admin/companies/:id/security-log',
    procedure: 'platform.companySecurityLog.list',
    message: MESSAGES.securityLog.fetched,
    summary: `One company's security log, as its owner sees it: newest first, paginated, ${FILTERS} in the company's time zone`,
    data: ['events', 'pagination'],
  }),
  superAdminRoute(TAG, {
    method: 'GET',
    path: '/api/super-admin/security-log',
    procedure: 'platform.securityLog.list',
    message: MESSAGES.securityLog.fetched,
    summary: `The platform's own security log (super admins' sign-ins, account changes, company exports): newest first, paginated, ${FILTERS} in UTC; ${EVENT}`,
    data: ['events', 'pagination'],
  }),
];
