import { API_KEY_SCOPES, API_KEYS, MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';
import { superAdminRoute } from './platform';

const TAG = 'API Keys';
const m = MESSAGES.apiKeys;

const KEY =
  "each key: id, name, scopes, prefix (the secret's first characters), createdAt, expiresAt (null: never), lastUsedAt (to about a minute), createdBy {id, name}";
const CREATE = `name (1-${API_KEYS.nameMax} characters), expiresAt (optional ISO time, in the future) and`;
const SECRET =
  'The answer carries data.secret, the whole key, this once: it is stored only as a hash. Send it as Authorization: Bearer <key> or X-API-Key: <key>';

/**
 * API keys (docs/rest-guide.md, "API keys"): a company's, managed by its owners and admins on the
 * company host; the platform's, managed by super admins. Keys themselves are refused here (403):
 * a key never makes or revokes keys.
 */
export const apiKeyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/company/api-keys',
    procedure: 'company.apiKeys.list',
    message: m.fetched,
    summary: `The company's API keys that are not revoked, newest first; ${KEY}. Owners and admins, signed in (team members and keys get 403)`,
    data: ['apiKeys'],
    tag: TAG,
    auth: true,
    host: 'tenant',
  },
  {
    method: 'POST',
    path: '/api/company/api-keys',
    procedure: 'company.apiKeys.create',
    status: 201,
    summary: `Creates a company API key from ${CREATE} scopes (any of ${API_KEY_SCOPES.join(', ')}; a key acts with an admin's rights within them). ${SECRET}. At most ${API_KEYS.maxActive} live keys (409). Owners and admins, signed in`,
    data: ['apiKey', 'secret'],
    tag: TAG,
    auth: true,
    host: 'tenant',
    errors: [403, 409],
  },
  {
    method: 'DELETE',
    path: '/api/company/api-keys/:id',
    procedure: 'company.apiKeys.revoke',
    summary:
      'Revokes a company API key: every server refuses it from the next request. 404 for an unknown or already revoked key. Owners and admins, signed in',
    data: ['apiKey'],
    tag: TAG,
    auth: true,
    host: 'tenant',
    errors: [403, 404],
  },
  superAdminRoute(TAG, {
    method: 'GET',
    path: '/api/super-admin/api-keys',
    procedure: 'platform.apiKeys.list',
    message: m.fetched,
    summary: `The platform's API keys that are not revoked, newest first; ${KEY}. Super admins, signed in`,
    data: ['apiKeys'],
  }),
  superAdminRoute(TAG, {
    method: 'POST',
    path: '/api/super-admin/api-keys',
    procedure: 'platform.apiKeys.create',
    status: 201,
    summary: `Creates a platform API key from ${CREATE} scopes (platform, the default: what a super admin may do on the admin host, except managing super admins and keys). ${SECRET}`,
    data: ['apiKey', 'secret'],
    errors: [409],
  }),
  superAdminRoute(TAG, {
    method: 'DELETE',
    path: '/api/super-admin/api-keys/:id',
    procedure: 'platform.apiKeys.revoke',
    summary: 'Revokes a platform API key: every server refuses it from the next request',
    data: ['apiKey'],
    errors: [404],
  }),
];
