import type { RestRoute } from '../route-types';

export const systemRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    procedure: 'system.health',
    summary: 'The process is up',
    tag: 'System',
    auth: false,
    host: 'none',
    data: ['status'],
  },
  {
    method: 'GET',
    path: '/api/ready',
    procedure: 'system.ready',
    summary: 'The database and the file storage answer (503 when not)',
    tag: 'System',
    auth: false,
    host: 'none',
    data: ['status', 'database', 'storage'],
    errors: [503],
  },
];
