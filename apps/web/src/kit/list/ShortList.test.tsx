// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../../testing/render';
import { ShortList, type ShortListQuery } from './ShortList';

afterEach(cleanup);

type Data = { fruits: string[] };

function renderList(over: Partial<ShortListQuery<Data>>) {
  const query: ShortListQuery<Data> = {
    isPending: false,
    isError: false,
    error: null,
    data: { fruits: ['Apple', 'Banana'] },
    refetch: vi.fn(),
    ...over,
  };
  const add = { label: 'Add fruit', onClick: vi.fn(), preload: vi.fn() };
  renderApp(
    <ShortList
      query={query}
      itemsOf={(data) => data.fruits}
      loadFailed="The fruits could not be loaded"
      empty={{ icon: null, title: 'No fruit yet', message: 'Fruit you add shows here.' }}
      summary={(count) => `${count} fruits`}
      add={add}
    >
      {(fruits) => (
        <ul aria-label="Fruits">
          {fruits.map((fruit) => (
            <li key={fruit}>{fruit}</li>
          ))}
        </ul>
      )}
    </ShortList>,
  );
  return { query, add };
}

describe('ShortList', () => {
  it('spins while the list loads', () => {
    renderList({ isPending: true, data: undefined });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add fruit' })).toBeNull();
  });

  it('says a failed load in its own words and retries', async () => {
    const { query } = renderList({ isError: true, error: new Error('socket closed'), data: undefined });
    expect(screen.getByRole('alert').textContent).toContain('The fruits could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('offers the add button in the empty state, loading its form on hover', async () => {
    const { add } = renderList({ data: { fruits: [] } });
    expect(screen.getByRole('status').textContent).toContain('No fruit yet');
    const button = screen.getByRole('button', { name: 'Add fruit' });
    await userEvent.hover(button);
    expect(add.preload).toHaveBeenCalled();
    await userEvent.click(button);
    expect(add.onClick).toHaveBeenCalledOnce();
  });

  it('shows how many there are beside the add button, above the rows', () => {
    renderList({});
    expect(screen.getByText('2 fruits')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add fruit' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Apple', 'Banana']);
  });
});
