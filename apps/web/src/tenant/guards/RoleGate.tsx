import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { useCurrentUser } from '../../auth/session-context';
import { roleAllowed } from '../access';

/**
 * Lets the signed-in user through when their role is in `roles` (everyone when empty), else
 * redirects to `fallback` (spec 001 §2.7). The server refuses the calls as well.
 */
export function RoleGate({
  roles,
  fallback = '/',
  children,
}: {
  roles: readonly string[];
  fallback?: string;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  return roleAllowed(user.role, roles) ? children : <Navigate to={fallback} replace />;
}
