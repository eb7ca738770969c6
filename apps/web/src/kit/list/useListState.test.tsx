// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, useNavigate } from 'react-router-dom';

import { renderApp } from '../../testing/render';
import { defineListConfig } from './list-state';
import { useListState } from './useListState';

afterEach(cleanup);

const CONFIG = defineListConfig({
  filters: ['currentWeek', 'overdue'],
  statuses: ['all', 'active', 'inactive'],
  sorts: ['name', 'createdAt'],
  defaultSort: 'createdAt',
});

/** A list screen reduced to the hook: its state, the address, and a control for each call. */
function Probe({ rows = [1, 2, 3] }: { rows?: number[] }) {
  const list = useListState<'currentWeek' | 'overdue', 'all' | 'active' | 'inactive', 'name' | 'createdAt', number>(
    CONFIG,
  );
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="address">{location.search}</output>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <output aria-label="filtered">{String(list.filtered)}</output>
      <output aria-label="selected">{list.selection.ids.join(',')}</output>
      <input aria-label="search" value={list.state.search} onChange={(e) => list.setSearch(e.currentTarget.value)} />
      <button onClick={() => list.setPage(list.state.page + 1)}>next page</button>
      <button onClick={() => list.setLimit(50)}>50 a page</button>
      <button onClick={() => list.setStatus('active')}>active</button>
      <button onClick={() => list.toggleTile('overdue')}>overdue tile</button>
      <button onClick={() => list.toggleSort('name')}>sort by name</button>
      <button onClick={() => list.clearFilters()}>clear</button>
      <button onClick={() => list.selection.setMany(rows, true)}>select page</button>
      <button onClick={() => list.selection.toggle(2)}>toggle 2</button>
      <button onClick={() => void navigate(-1)}>back</button>
    </div>
  );
}

const address = () => screen.getByLabelText('address').textContent;
const query = () => JSON.parse(screen.getByLabelText('query').textContent!) as Record<string, unknown>;
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('useListState in a router', () => {
  it('reads the list from the address and leaves other parameters alone', () => {
    renderApp(<Probe />, { route: '/crm/brands?page=3&status=inactive&sort=name&order=asc&tab=notes' });
    expect(query()).toEqual({ page: 3, limit: 20, status: 'inactive', sort: 'name', order: 'asc' });
    expect(screen.getByLabelText('filtered').textContent).toBe('true');
    expect(address()).toContain('tab=notes');
  });

  it('falls back to the defaults for values it does not know', () => {
    renderApp(<Probe />, { route: '/?page=-4&limit=7&status=deleted&filter=nope&sort=secret' });
    expect(query()).toEqual({ page: 1, limit: 20, status: 'all', sort: 'createdAt', order: 'desc' });
    expect(screen.getByLabelText('filtered').textContent).toBe('false');
  });

  it('writes the page to the address and drops it again on page one', async () => {
    renderApp(<Probe />, { route: '/' });
    await click('next page');
    expect(address()).toBe('?page=2');
    expect(query().page).toBe(2);
    await click('back');
    expect(address()).toBe('');
    expect(query().page).toBe(1);
  });

  it('goes back to page one when the status, tile, size or sort changes', async () => {
    renderApp(<Probe />, { route: '/?page=4' });
    await click('active');
    expect(address()).toBe('?status=active');
    expect(query()).toMatchObject({ page: 1, status: 'active' });

    await click('next page');
    await click('overdue tile');
    expect(new URLSearchParams(address()!).get('page')).toBeNull();
    expect(query()).toMatchObject({ page: 1, filter: 'overdue' });

    await click('next page');
    await click('50 a page');
    expect(query()).toMatchObject({ page: 1, limit: 50 });

    await click('next page');
    await click('sort by name');
    expect(query()).toMatchObject({ page: 1, sort: 'name', order: 'asc' });
  });

  it('puts the search in the address, trimmed in the query, and resets the page', async () => {
    renderApp(<Probe />, { route: '/?page=2' });
    await userEvent.type(screen.getByLabelText('search'), 'acme ');
    // The address keeps what was typed, so the box does not lose the space before the next word.
    expect(new URLSearchParams(address()!).get('search')).toBe('acme ');
    expect(query()).toMatchObject({ page: 1, search: 'acme' });
    expect(screen.getByLabelText('filtered').textContent).toBe('true');
  });

  it('replaces the history entry while typing but pushes one for a status', async () => {
    renderApp(<Probe />, { route: '/start' });
    await click('active');
    await userEvent.type(screen.getByLabelText('search'), 'ab');
    expect(address()).toBe('?status=active&search=ab');
    // One step back skips every keystroke and lands before the status was chosen.
    await click('back');
    expect(address()).toBe('');
  });

  it('flips the order on a second click of the same sort and clears the tile on a second click', async () => {
    renderApp(<Probe />);
    await click('sort by name');
    expect(address()).toBe('?sort=name&order=asc');
    await click('sort by name');
    // desc is the default order, so only the column stays in the address.
    expect(address()).toBe('?sort=name');
    await click('overdue tile');
    expect(query().filter).toBe('overdue');
    await click('overdue tile');
    expect(query().filter).toBeUndefined();
  });

  it('clears search, status and tile but keeps the sort', async () => {
    renderApp(<Probe />, { route: '/?search=x&status=inactive&filter=currentWeek&sort=name&page=5' });
    await click('clear');
    expect(address()).toBe('?sort=name');
    expect(screen.getByLabelText('filtered').textContent).toBe('false');
  });

  it('empties the selection when the query changes', async () => {
    renderApp(<Probe />);
    await click('select page');
    await click('toggle 2');
    expect(screen.getByLabelText('selected').textContent).toBe('1,3');
    await click('next page');
    expect(screen.getByLabelText('selected').textContent).toBe('');
    await click('select page');
    expect(screen.getByLabelText('selected').textContent).toBe('1,2,3');
    await click('active');
    expect(screen.getByLabelText('selected').textContent).toBe('');
  });
});
