/**
 * The team lists' columns for the person's layout, one set per screen. The name (avatar, name,
 * email and a line of detail) is first. Shown by default are the columns each screen showed
 * before it could be shaped: the portal's Team Management adds department and joining date; the
 * admin panel's Users tab, a narrower tab beside the company's details, keeps to role, status and
 * last login. Email comes on a phone's card, which shows the name only.
 */
import { MESSAGES } from '@app/contracts';

import type { ListColumn } from '../list/columns/column-layout';
import { LastLogin, MemberIdentity, RoleBadge } from './MemberCells';
import type { TeamMember } from './members';
import { MemberCreatedAt, MemberEmail, MemberPhone, MemberStatusCell, MemberText } from './MemberRowCells';
import { TEAM_PAGE_TEXTS, USERS_TAB_TEXTS } from './team-texts';

/** `users`: the admin panel's Users tab. `team`: the company portal's Team Management. */
export type MembersLayout = 'users' | 'team';

export const MEMBER_LAYOUT_LIST = { team: 'companyTeam', users: 'companyUsers' } as const;

function memberColumns(layout: MembersLayout): readonly ListColumn<TeamMember>[] {
  const team = layout === 'team';
  const c = (team ? TEAM_PAGE_TEXTS : USERS_TAB_TEXTS).ui.columns;
  const columns: ListColumn<TeamMember>[] = [
    {
      id: 'name',
      label: c.user,
      sort: 'name',
      width: team ? 260 : 240,
      cell: (u) => <MemberIdentity user={u} detail={team ? 'designation' : 'phone'} />,
    },
    {
      id: 'email',
      label: c.email,
      sort: 'email',
      width: 220,
      shown: false,
      onCard: true,
      cell: (u) => <MemberEmail user={u} />,
    },
    { id: 'role', label: c.role, sort: 'role', width: 130, onCard: true, cell: (u) => <RoleBadge user={u} /> },
    {
      id: 'department',
      label: c.department,
      sort: 'department',
      width: 150,
      shown: team,
      cell: (u) => <MemberText value={u.profile.department} missing={MESSAGES.users.noDepartment} />,
    },
    {
      id: 'designation',
      label: c.designation,
      sort: 'designation',
      width: 160,
      shown: false,
      cell: (u) => <MemberText value={u.profile.designation} missing={MESSAGES.users.noDesignation} />,
    },
    { id: 'phone', label: c.phone, width: 150, shown: false, cell: (u) => <MemberPhone user={u} /> },
    {
      id: 'createdAt',
      label: c.createdAt,
      sort: 'createdAt',
      width: 120,
      shown: team,
      cell: (u) => <MemberCreatedAt user={u} />,
    },
  ];
  const lastLogin: ListColumn<TeamMember> = {
    id: 'lastLogin',
    label: c.lastLogin,
    sort: 'lastLogin',
    width: 140,
    cell: (u) => <LastLogin value={u.lastLogin} />,
  };
  const status: ListColumn<TeamMember> = {
    id: 'status',
    label: c.status,
    sort: 'status',
    width: 130,
    onCard: true,
    cell: (u) => <MemberStatusCell user={u} />,
  };
  // Each screen keeps the order it had: the portal ends on the status, the Users tab on the last login.
  return [...columns, ...(team ? [lastLogin, status] : [status, lastLogin])];
}

/** Built once: the layout hook memoises on the array. */
export const MEMBER_COLUMNS: Record<MembersLayout, readonly ListColumn<TeamMember>[]> = {
  team: memberColumns('team'),
  users: memberColumns('users'),
};
