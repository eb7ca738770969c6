import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';
import { superAdminRoute } from './platform';

const route = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>) => superAdminRoute('Super Admins', r);
const AVATAR = ['avatar'] as const;

export const superAdminRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/api/super-admin/super-admins',
    procedure: 'platform.superAdmins.list',
    message: MESSAGES.superAdmin.fetched,
    summary: 'List super admins (paginated, searched, filtered and sorted on the server)',
    data: ['superAdmins', 'pagination', 'stats'],
  }),
  route({
    method: 'POST',
    path: '/api/super-admin/super-admins',
    procedure: 'platform.superAdmins.create',
    status: 201,
    message: MESSAGES.superAdmin.created,
    files: AVATAR,
    summary: 'Add a super admin (JSON, or multipart with avatar)',
    data: ['superAdmin'],
    errors: [409],
  }),
  route({
    method: 'GET',
    path: '/api/super-admin/super-admins/:id',
    procedure: 'platform.superAdmins.get',
    summary: 'One super admin',
    data: ['superAdmin'],
  }),
  route({
    method: 'PUT',
    path: '/api/super-admin/super-admins/:id',
    procedure: 'platform.superAdmins.update',
    message: MESSAGES.superAdmin.updated,
    files: AVATAR,
    summary: 'Edit a super admin (JSON, or multipart with avatar)',
    data: ['superAdmin'],
    errors: [409],
  }),
  route({
    method: 'DELETE',
    path: '/api/super-admin/super-admins/:id',
    procedure: 'platform.superAdmins.remove',
    message: MESSAGES.superAdmin.deleted,
    summary: 'Delete a super admin (never yourself, never the last active one)',
    data: ['id', '_id'],
    errors: [403],
  }),
  route({
    method: 'PATCH',
    path: '/api/super-admin/super-admins/:id/status',
    procedure: 'platform.superAdmins.setStatus',
    summary: 'Activate or deactivate a super admin (deactivation signs them out)',
    data: ['superAdmin'],
    errors: [403],
  }),
];
