import type { ReactNode } from 'react';

import { useCurrentUser } from '../../auth/session-context';
import { roleAllowed } from '../access';
import { NoAccess } from './NoAccess';

/**
 * Lets the signed-in user through when their role is in `roles` (everyone when empty), else says
 * why the page is closed to them (`reason`: who manages it) with a way back (NoAccess). The
 * server refuses the calls as well.
 */
export function RoleGate({
  roles,
  reason,
  children,
}: {
  roles: readonly string[];
  reason: string;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  return roleAllowed(user.role, roles) ? children : <NoAccess reason={reason} />;
}
