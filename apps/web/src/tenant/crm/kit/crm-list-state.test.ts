import { describe, expect, it } from 'vitest';

import { LEAD_STAGES, PRIORITIES } from '@app/contracts';

import {
  applyCrmChange,
  clearedFilters,
  crmQueryOf,
  defineCrmList,
  isCrmFiltered,
  activeFilterCount,
  parseCrmList,
  writeCrmList,
} from './crm-list-state';

const LIST = defineCrmList({
  filters: { stage: LEAD_STAGES, priority: PRIORITIES, status: ['Scheduled', 'Completed'], brandId: 'id' },
  sorts: ['date', 'clientName'],
  defaultSort: 'date',
});

const parse = (query: string) => parseCrmList(new URLSearchParams(query), LIST);

describe('CRM list state in the URL', () => {
  it('reads page, search, sort and the known filter values', () => {
    const state = parse('page=3&search=acme&sort=clientName&order=asc&stage=Got+Enquiry&priority=High&brandId=b-1');
    expect(state).toMatchObject({ page: 3, search: 'acme', sort: 'clientName', order: 'asc' });
    expect(state.filters).toEqual({ stage: 'Got Enquiry', priority: 'High', status: '', brandId: 'b-1' });
  });

  it('drops values outside a filter list and malformed ids', () => {
    const state = parse('stage=Closed&priority=urgent&brandId=a%20b;drop&page=-2&sort=nope');
    expect(state.filters).toEqual({ stage: '', priority: '', status: '', brandId: '' });
    expect(state).toMatchObject({ page: 1, sort: 'date', order: 'desc' });
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    const state = {
      ...parse(''),
      search: 'x',
      filters: { stage: 'Won', priority: '', status: 'Completed', brandId: '' },
    };
    const next = writeCrmList(new URLSearchParams('tab=2&priority=Low'), state, LIST);
    expect(Object.fromEntries(next)).toEqual({ tab: '2', search: 'x', stage: 'Won', status: 'Completed' });
  });

  it('goes back to page 1 when a filter changes, not when only the page does', () => {
    const on3 = { ...parse('page=3') };
    expect(applyCrmChange(on3, { filters: { stage: 'Lost' } }).page).toBe(1);
    expect(applyCrmChange(on3, { filters: { stage: '' } }).page).toBe(3);
    expect(applyCrmChange(on3, { search: 'a' }).page).toBe(1);
    expect(applyCrmChange(on3, { page: 4 }).page).toBe(4);
  });

  it('sends only set filters and a trimmed search to the server', () => {
    const state = { ...parse('stage=New&page=2'), search: '  acme ' };
    expect(crmQueryOf(state)).toEqual({
      page: 2,
      limit: 20,
      sort: 'date',
      order: 'desc',
      search: 'acme',
      stage: 'New',
    });
    expect(crmQueryOf(parse(''))).toEqual({ page: 1, limit: 20, sort: 'date', order: 'desc' });
  });

  it('clears every filter and the search', () => {
    const state = parse('stage=New&priority=Low&search=a&page=2');
    expect(isCrmFiltered(state)).toBe(true);
    expect(activeFilterCount(state)).toBe(3);
    const cleared = applyCrmChange(state, clearedFilters(state));
    expect(isCrmFiltered(cleared)).toBe(false);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(cleared.page).toBe(1);
  });
});
