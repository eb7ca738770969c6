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

describe('a list of records with custom fields', () => {
  const FIELDS = defineCrmList({
    filters: { stage: LEAD_STAGES },
    sorts: ['createdAt', 'clientName'],
    defaultSort: 'createdAt',
    customFields: true,
  });
  const read = (query: string) => parseCrmList(new URLSearchParams(query), FIELDS);

  it('sorts by a custom field and keeps it in the address', () => {
    const state = read('sort=customFields.region&order=asc');
    expect(state).toMatchObject({ sort: 'customFields.region', order: 'asc' });
    expect(writeCrmList(new URLSearchParams(), state, FIELDS).get('sort')).toBe('customFields.region');
    expect(crmQueryOf(state).sort).toBe('customFields.region');
    // A malformed key is not a field; a list without custom fields never reads one.
    expect(read('sort=customFields.1x').sort).toBe('createdAt');
    expect(parse('sort=customFields.region').sort).toBe('date');
  });

  it('filters by one field and value, both or neither, sent as customField and customValue', () => {
    const state = read('customField=region&customValue=north&stage=New');
    expect(state.custom).toEqual({ field: 'region', value: 'north' });
    expect(crmQueryOf(state)).toMatchObject({ stage: 'New', customField: 'region', customValue: 'north' });
    expect(activeFilterCount(state)).toBe(2);
    expect(read('customField=region').custom).toBeNull();
    expect(read('customValue=north').custom).toBeNull();
    expect(read('customField=no%20such&customValue=x').custom).toBeNull();
    expect(parse('customField=region&customValue=north').custom).toBeNull();
    expect(crmQueryOf(read(''))).not.toHaveProperty('customField');
  });

  it('writes the filter, goes back to page 1 when it changes, and clears it with the others', () => {
    const on3 = read('page=3');
    const filtered = applyCrmChange(on3, { custom: { field: 'vip', value: 'true' } });
    expect(filtered.page).toBe(1);
    expect(Object.fromEntries(writeCrmList(new URLSearchParams('tab=1'), filtered, FIELDS))).toEqual({
      tab: '1',
      customField: 'vip',
      customValue: 'true',
    });
    expect(applyCrmChange({ ...filtered, page: 2 }, { custom: { field: 'vip', value: 'true' } }).page).toBe(2);
    const cleared = applyCrmChange(filtered, clearedFilters(filtered));
    expect(cleared.custom).toBeNull();
    expect(writeCrmList(new URLSearchParams('customField=vip&customValue=true'), cleared, FIELDS).toString()).toBe('');
  });
});
