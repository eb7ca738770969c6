import { describe, expect, it } from 'vitest';

import { listQueryOf, parseListState, writeListState } from '../../kit/list';
import { TEAM_LIST, teamTiles } from './team-list';

describe('TEAM_LIST', () => {
  it('starts on page 1 of 20, owners first (role ascending), no tile', () => {
    expect(parseListState(new URLSearchParams(''), TEAM_LIST)).toEqual({
      page: 1,
      limit: 20,
      search: '',
      status: 'all',
      filter: null,
      sort: 'role',
      order: 'asc',
    });
  });

  it('reads a tile, a page size and a sort from the URL and sends them to the server', () => {
    const state = parseListState(
      new URLSearchParams('filter=currentWeek&limit=50&sort=department&order=desc&search=%20sales%20&page=2'),
      TEAM_LIST,
    );
    expect(listQueryOf(state)).toEqual({
      page: 2,
      limit: 50,
      status: 'all',
      sort: 'department',
      order: 'desc',
      filter: 'currentWeek',
      search: 'sales',
    });
  });

  it('ignores values the team list does not know and keeps defaults out of the URL', () => {
    const state = parseListState(new URLSearchParams('filter=yesterday&limit=10&status=gone&sort=salary'), TEAM_LIST);
    expect(state).toMatchObject({ filter: null, limit: 20, status: 'all', sort: 'role' });
    expect(writeListState(new URLSearchParams('tab=x'), state, TEAM_LIST).toString()).toBe('tab=x');
  });
});

describe('teamTiles', () => {
  it('shows the server counts under the product labels, skeletons while loading', () => {
    const tiles = teamTiles({
      total: 9,
      thisWeek: 3,
      lastWeek: 2,
      active: 7,
      inactive: 2,
      byRole: { owner: 1, admin: 2, team_member: 6 },
    });
    expect(tiles.map((t) => [t.value, t.label, t.count])).toEqual([
      ['total', 'Total', 9],
      ['currentWeek', 'This Week', 3],
      ['lastWeek', 'Last Week', 2],
      ['active', 'Active', 7],
      ['inactive', 'Inactive', 2],
    ]);
    expect(teamTiles(undefined).every((t) => t.count === undefined)).toBe(true);
  });
});
