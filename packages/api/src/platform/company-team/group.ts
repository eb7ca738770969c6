import type { SerializedMember } from '../../kit/members';

/**
 * The documented team response (docs/product/platform-admin.md#records, #rest-paths): the page grouped as owners, admins and members,
 * plus `users`, the page as one list. The list's default order is owner, admin, team_member (then
 * name), which is the merged order the product describes; an explicit `sort` is kept in `users`, so
 * sorting by name or last login works for clients that read the flat list.
 */
export function groupByRole(users: SerializedMember[]) {
  const owners = users.filter((u) => u.role === 'owner');
  const admins = users.filter((u) => u.role === 'admin');
  const members = users.filter((u) => u.role !== 'owner' && u.role !== 'admin');
  return { team: { owners, admins, members }, users };
}
