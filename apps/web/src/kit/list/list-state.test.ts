import { LIST_TILE_FILTERS } from '@app/contracts';
import { describe, expect, it } from 'vitest';

import {
  applyListChange,
  clampPage,
  defaultListState,
  defineListConfig,
  isFiltered,
  listQueryOf,
  nextSort,
  parseListState,
  rangeOf,
  toggleTile,
  writeListState,
} from './list-state';

const config = defineListConfig({
  filters: LIST_TILE_FILTERS,
  statuses: ['all', 'active', 'inactive'],
  sorts: ['name', 'createdAt', 'status'],
  defaultSort: 'createdAt',
});

describe('parseListState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListState(new URLSearchParams(), config)).toEqual({
      page: 1,
      limit: 20,
      search: '',
      status: 'all',
      filter: null,
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('reads every key', () => {
    const params = new URLSearchParams(
      'page=3&limit=50&search=acme&status=inactive&filter=lastWeek&sort=name&order=asc',
    );
    expect(parseListState(params, config)).toEqual({
      page: 3,
      limit: 50,
      search: 'acme',
      status: 'inactive',
      filter: 'lastWeek',
      sort: 'name',
      order: 'asc',
    });
  });

  it('falls back to the defaults for values it does not know', () => {
    const params = new URLSearchParams('page=-2&limit=33&status=deleted&filter=x&sort=password&order=up');
    expect(parseListState(params, config)).toEqual(defaultListState(config));
    expect(parseListState(new URLSearchParams('page=abc'), config).page).toBe(1);
  });

  it('namespaces keys with a prefix', () => {
    const users = { ...config, prefix: 'u' };
    expect(parseListState(new URLSearchParams('uPage=2&page=5&uSearch=bo'), users)).toMatchObject({
      page: 2,
      search: 'bo',
    });
  });
});

describe('writeListState', () => {
  it('leaves defaults out and keeps other parameters', () => {
    const state = { ...defaultListState(config), page: 2, filter: 'active' as const };
    const next = writeListState(new URLSearchParams('tab=notes&page=9&search=old'), state, config);
    expect(next.toString()).toBe('tab=notes&page=2&filter=active');
  });

  it('round-trips through parse', () => {
    const state = {
      page: 4,
      limit: 100,
      search: 'a b&c',
      status: 'active' as const,
      filter: 'currentWeek' as const,
      sort: 'name' as const,
      order: 'asc' as const,
    };
    expect(parseListState(writeListState(new URLSearchParams(), state, config), config)).toEqual(state);
  });
});

describe('applyListChange', () => {
  const start = { ...defaultListState(config), page: 3 };

  it('goes back to page 1 when the matching rows change', () => {
    expect(applyListChange(start, { search: 'x' }).page).toBe(1);
    expect(applyListChange(start, { status: 'active' }).page).toBe(1);
    expect(applyListChange(start, { filter: 'active' }).page).toBe(1);
    expect(applyListChange(start, { limit: 50 }).page).toBe(1);
    expect(applyListChange(start, { sort: 'name', order: 'asc' }).page).toBe(1);
  });

  it('keeps the page for a page change or a change to the same value', () => {
    expect(applyListChange(start, { page: 5 }).page).toBe(5);
    expect(applyListChange(start, { search: '' }).page).toBe(3);
  });
});

describe('helpers', () => {
  it('toggles a tile off on the second click', () => {
    expect(toggleTile(null, 'active')).toBe('active');
    expect(toggleTile('active', 'inactive')).toBe('inactive');
    expect(toggleTile('active', 'active')).toBeNull();
  });

  it('flips the order on the same column, starts ascending on another', () => {
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'status')).toEqual({ sort: 'status', order: 'asc' });
  });

  it('computes the range text numbers', () => {
    expect(rangeOf(1, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
    expect(rangeOf(3, 20, 45)).toEqual({ from: 41, to: 45, total: 45 });
    expect(rangeOf(1, 20, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('clamps a page past the end', () => {
    expect(clampPage(5, 2)).toBe(2);
    expect(clampPage(1, 0)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
  });

  it('knows when filters narrow the list', () => {
    expect(isFiltered({ search: ' ', status: 'all', filter: null }, 'all')).toBe(false);
    expect(isFiltered({ search: 'a', status: 'all', filter: null }, 'all')).toBe(true);
    expect(isFiltered({ search: '', status: 'active', filter: null }, 'all')).toBe(true);
    expect(isFiltered({ search: '', status: 'all', filter: 'total' }, 'all')).toBe(true);
  });
});

describe('listQueryOf', () => {
  it('gives the list call its input: the tile as filter, a trimmed search, empty ones left out', () => {
    expect(listQueryOf(defaultListState(config))).toEqual({
      page: 1,
      limit: 20,
      status: 'all',
      sort: 'createdAt',
      order: 'desc',
    });
    const state = parseListState(
      new URLSearchParams('page=3&search=%20acme%20&filter=active&sort=name&order=asc'),
      config,
    );
    expect(listQueryOf(state)).toEqual({
      page: 3,
      limit: 20,
      status: 'all',
      sort: 'name',
      order: 'asc',
      filter: 'active',
      search: 'acme',
    });
    expect(listQueryOf({ ...state, search: '   ', filter: null })).not.toHaveProperty('search');
    expect(listQueryOf({ ...state, search: '   ', filter: null })).not.toHaveProperty('filter');
  });
});
