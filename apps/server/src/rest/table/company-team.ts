import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';
import { superAdminRoute } from './platform';

const route = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>) => superAdminRoute('Company Team', r);
const AVATAR = ['avatar'] as const;
const BASE = '/api/super-admin/companies/:companyId/team';

/** A company's users as the platform team manages them (docs/product/platform-admin.md#company-users, #rest-paths). */
export const companyTeamRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: BASE,
    procedure: 'platform.companyTeam.list',
    message: MESSAGES.users.fetched,
    summary: "A company's users: grouped (team.owners, admins, members) and merged, filtered and paginated",
    data: ['team', 'users', 'pagination', 'nextCursor', 'stats'],
  }),
  route({
    method: 'GET',
    path: `${BASE}/stats`,
    procedure: 'platform.companyTeam.stats',
    message: MESSAGES.users.statsFetched,
    summary: 'User counts of a company by role and status',
    data: ['stats'],
  }),
  route({
    method: 'POST',
    path: `${BASE}/invite`,
    procedure: 'platform.companyTeam.invite',
    status: 201,
    message: MESSAGES.users.invited,
    files: AVATAR,
    summary: 'Add a user to a company (JSON, or multipart with avatar)',
    data: ['user'],
    errors: [409],
  }),
  route({
    method: 'POST',
    path: `${BASE}/bulk`,
    procedure: 'platform.companyTeam.bulk',
    summary: 'Activate, deactivate or delete up to 100 users of a company in one call, with a result per id',
    data: ['results', 'counts'],
  }),
  route({
    method: 'GET',
    path: `${BASE}/:memberId`,
    procedure: 'platform.companyTeam.get',
    message: MESSAGES.users.fetchedOne,
    summary: 'One user of a company',
    data: ['user'],
  }),
  route({
    method: 'PUT',
    path: `${BASE}/:memberId`,
    procedure: 'platform.companyTeam.update',
    message: MESSAGES.users.updated,
    files: AVATAR,
    summary: 'Edit a user, or toggle their status with {isActive} (the owner keeps email, role and status)',
    data: ['user'],
    errors: [409],
  }),
  route({
    method: 'DELETE',
    path: `${BASE}/:memberId`,
    procedure: 'platform.companyTeam.remove',
    message: MESSAGES.users.deleted,
    summary: 'Remove a user (never the owner); their sessions end at once',
    data: ['id', '_id'],
  }),
  route({
    method: 'POST',
    path: `${BASE}/:memberId/avatar`,
    procedure: 'platform.companyTeam.setAvatar',
    message: MESSAGES.users.avatarUpdated,
    files: AVATAR,
    summary: "Replace a user's profile picture (multipart avatar)",
    data: ['user'],
  }),
];
