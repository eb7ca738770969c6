import { describe, expect, it } from 'vitest';

import { parseCrmList } from '../../kit/crm-list-state';
import { LEADS_LIST } from '../leads-list';
import { leadPageHref, listHref, neighbourHref, neighbourQuery, positionOf } from './lead-nav';

const list = (search: string) => new URLSearchParams(search);

describe('lead page navigation', () => {
  it('passes the list state and the row position on to the lead page', () => {
    const state = parseCrmList(list('stage=Won&sort=clientName&order=asc&page=3&limit=20'), LEADS_LIST);
    const href = leadPageHref('lead-1', state, 4);
    const [path, query] = href.split('?');
    expect(path).toBe('/crm/leads/lead-1');
    const params = list(query!);
    expect(positionOf(params)).toBe(45);
    expect([params.get('stage'), params.get('sort'), params.get('order')]).toEqual(['Won', 'clientName', 'asc']);
  });

  it('asks the list call for the neighbour as a page of one with the same filter and order', () => {
    const params = list('stage=Won&sort=clientName&order=asc&limit=20&at=45');
    expect(neighbourQuery(params, 44)).toMatchObject({
      stage: 'Won',
      sort: 'clientName',
      order: 'asc',
      page: 44,
      limit: 1,
    });
    expect(neighbourHref(params, 'lead-2', 46)).toMatch(/^\/crm\/leads\/lead-2\?.*at=46/);
    expect(neighbourHref(params, 'lead-2', 46)).toContain('stage=Won');
  });

  it('links to the lead alone from outside a list (no previous / next)', () => {
    expect(leadPageHref('lead 1')).toBe('/crm/leads/lead%201');
    expect(positionOf(list(''))).toBeNull();
  });

  it('goes back to the list page the lead was on; no position without one', () => {
    expect(listHref(list('stage=Won&limit=20&at=45'))).toBe('/crm/leads?page=3&stage=Won');
    expect(listHref(list(''))).toBe('/crm/leads');
    expect(positionOf(list('at=0'))).toBeNull();
    expect(positionOf(list('at=abc'))).toBeNull();
  });
});
