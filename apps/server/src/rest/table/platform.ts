import type { RestRoute } from '../route-types';

/** Platform-host routes for signed-in super admins share these three facts. */
export const superAdminRoute = (tag: string, route: Omit<RestRoute, 'tag' | 'auth' | 'host'>): RestRoute => ({
  ...route,
  tag,
  auth: true,
  host: 'platform',
});
