import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

const route = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>): RestRoute => ({
  ...r,
  tag: 'Team',
  auth: true,
  host: 'tenant',
});
const AVATAR = ['avatar'] as const;
const BASE = '/api/company/team';

/**
 * The company portal's Team Management (docs/product/company-portal.md#rest-paths) on the company's host, for its owner and
 * admins. The stats path is `GET /api/company/team/stats`, beside the
 * list (docs/rest-guide.md). `stats` and `bulk` are static segments, matched before `:memberId`.
 */
export const companyPortalTeamRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: BASE,
    procedure: 'company.team.list',
    message: MESSAGES.users.fetched,
    summary: 'The team: grouped (team.owners, admins, members) and merged, filtered, sorted and paginated',
    data: ['users', 'team', 'pagination', 'nextCursor', 'stats'],
  }),
  route({
    method: 'POST',
    path: BASE,
    procedure: 'company.team.invite',
    status: 201,
    message: MESSAGES.users.invited,
    files: AVATAR,
    summary: 'Invite a team member (JSON, or multipart with avatar); they are emailed where to sign in',
    data: ['user'],
    errors: [409],
  }),
  route({
    method: 'GET',
    path: `${BASE}/stats`,
    procedure: 'company.team.stats',
    message: MESSAGES.users.statsFetched,
    summary: 'Team counts by role and status (stats.users) and seats used (stats.usage.users)',
    data: ['stats'],
  }),
  route({
    method: 'POST',
    path: `${BASE}/bulk`,
    procedure: 'company.team.bulk',
    summary: 'Activate, deactivate or delete up to 100 members in one call, with a result per id',
    data: ['results', 'counts'],
  }),
  route({
    method: 'GET',
    path: `${BASE}/:memberId`,
    procedure: 'company.team.get',
    message: MESSAGES.users.fetchedOne,
    summary: 'One team member',
    data: ['user'],
  }),
  route({
    method: 'PUT',
    path: `${BASE}/:memberId`,
    procedure: 'company.team.update',
    message: MESSAGES.users.updated,
    files: AVATAR,
    summary: 'Edit a member, or toggle their status with {isActive} (the owner keeps email, role and status)',
    data: ['user'],
    errors: [409],
  }),
  route({
    method: 'DELETE',
    path: `${BASE}/:memberId`,
    procedure: 'company.team.remove',
    message: MESSAGES.users.deleted,
    summary: 'Remove a member (never the owner, never yourself); their sessions end at once',
    data: ['id', '_id'],
  }),
  route({
    method: 'POST',
    path: `${BASE}/:memberId/avatar`,
    procedure: 'company.team.setAvatar',
    message: MESSAGES.users.avatarUpdated,
    files: AVATAR,
    summary: "Replace a member's profile picture (multipart avatar)",
    data: ['user'],
  }),
];
