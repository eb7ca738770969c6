/**
 * The super admins list's columns for the person's layout. The name (avatar, name, email, phone)
 * is first; shown by default are the columns the list always had: created, last login, status.
 * Email and phone can have columns of their own; a phone's card shows the email, last login and
 * status under the name.
 */
import { MESSAGES } from '@app/contracts';

import type { ListColumn } from '../../kit/list/columns/column-layout';
import { SuperAdminCreatedAt, SuperAdminIdentity, SuperAdminLastLogin, SuperAdminStatus } from './SuperAdminCells';
import type { SuperAdmin } from './super-admins-model';

const c = MESSAGES.web.superAdmins.columns;
const dash = MESSAGES.web.time.emptyDate;

export const SUPER_ADMIN_COLUMNS: readonly ListColumn<SuperAdmin>[] = [
  { id: 'name', label: c.name, sort: 'name', width: 300, cell: (a) => <SuperAdminIdentity admin={a} /> },
  { id: 'email', label: c.email, sort: 'email', width: 240, shown: false, onCard: true, cell: (a) => a.email },
  { id: 'phone', label: c.phone, width: 160, shown: false, cell: (a) => a.profile.phone || dash },
  {
    id: 'createdAt',
    label: c.createdAt,
    sort: 'createdAt',
    width: 130,
    cell: (a) => <SuperAdminCreatedAt admin={a} />,
  },
  {
    id: 'lastLogin',
    label: c.lastLogin,
    sort: 'lastLogin',
    width: 150,
    onCard: true,
    cell: (a) => <SuperAdminLastLogin admin={a} />,
  },
  {
    id: 'status',
    label: c.status,
    sort: 'status',
    width: 160,
    onCard: true,
    cell: (a) => <SuperAdminStatus admin={a} />,
  },
];
