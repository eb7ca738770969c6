import { describe, expect, it } from 'vitest';

import { emptyText } from './empty-text';
import { TEAM_PAGE_TEXTS, USERS_TAB_TEXTS } from './team-texts';

describe('emptyText', () => {
  it('invites the first member when nothing is filtered', () => {
    expect(emptyText({ search: '', status: 'all' }, TEAM_PAGE_TEXTS)).toEqual({
      title: 'No team members found',
      message: 'Invite the first member of your team.',
    });
  });

  it('names the search that found nothing', () => {
    expect(emptyText({ search: ' zed ', status: 'active' }, TEAM_PAGE_TEXTS)).toEqual({
      title: 'No team members found',
      message: 'No team members match "zed"',
    });
  });

  it('names the status, and stays quiet for a tile alone', () => {
    expect(emptyText({ search: '', status: 'inactive' }, TEAM_PAGE_TEXTS).title).toBe('No inactive team members found');
    expect(emptyText({ search: '', status: 'all', tileLabel: 'This Week' }, TEAM_PAGE_TEXTS)).toEqual({
      title: 'No team members found',
      message: undefined,
    });
  });

  it('speaks of users in the admin panel', () => {
    expect(emptyText({ search: '', status: 'all' }, USERS_TAB_TEXTS).title).toBe('No users found');
  });
});
