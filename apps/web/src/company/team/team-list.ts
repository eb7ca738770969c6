/** The Team Management list's URL state (docs/product/company-portal.md#team): tiles, status, search, sort, page, page size. */
import { LIST_TILE_FILTERS, MESSAGES, TEAM_SORT_FIELDS, TEAM_STATUS_FILTERS, type TeamListStats } from '@app/contracts';

import { defineListConfig, type StatTile } from '../../kit/list';

export type TeamTile = (typeof LIST_TILE_FILTERS)[number];
export type TeamStatus = (typeof TEAM_STATUS_FILTERS)[number];

export const TEAM_LIST = defineListConfig({
  filters: LIST_TILE_FILTERS,
  statuses: TEAM_STATUS_FILTERS,
  sorts: TEAM_SORT_FIELDS,
  defaultSort: 'role',
  defaultOrder: 'asc',
});

const TILE_COUNT: Record<TeamTile, keyof TeamListStats> = {
  total: 'total',
  currentWeek: 'thisWeek',
  lastWeek: 'lastWeek',
  active: 'active',
  inactive: 'inactive',
};
const TILE_COLOR: Record<TeamTile, string | undefined> = {
  total: undefined,
  currentWeek: 'cyan',
  lastWeek: 'grape',
  active: 'green',
  inactive: 'red',
};

/** The five tiles with the server's counts (undefined while loading: a skeleton). */
export function teamTiles(stats: TeamListStats | undefined): StatTile<TeamTile>[] {
  return LIST_TILE_FILTERS.map((value) => ({
    value,
    label: MESSAGES.web.team.tiles[value],
    count: stats ? (stats[TILE_COUNT[value]] as number) : undefined,
    color: TILE_COLOR[value],
  }));
}
