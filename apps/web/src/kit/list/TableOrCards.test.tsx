// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../../testing/render';
import { PHONE_QUERY } from '../layout/usePhone';
import { TableOrCards, type TableOrCardsProps } from './TableOrCards';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The screen is a phone or not, as usePhone reads it through matchMedia. */
function onPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

interface Fruit {
  id: string;
  name: string;
  count: number;
}

const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', count: 3 },
  { id: 'b', name: 'Banana', count: 12 },
];

const props = (over: Partial<TableOrCardsProps<Fruit>> = {}): TableOrCardsProps<Fruit> => ({
  items: FRUITS,
  itemKey: (fruit) => fruit.id,
  label: 'Fruits',
  minWidth: 600,
  columns: [
    { header: 'Name', cell: (fruit) => fruit.name, maxWidth: 200 },
    { header: 'Count', cell: (fruit) => fruit.count, align: 'right', width: 90 },
  ],
  actions: { header: 'Actions', cell: (fruit) => <button>Eat {fruit.name}</button> },
  card: (fruit) => <p>{`${fruit.name}: ${fruit.count}`}</p>,
  cardLabel: (fruit) => fruit.name,
  ...over,
});

describe('TableOrCards on a larger screen', () => {
  it('is a table named by the list, a row per item and the actions last under a heading read out only', () => {
    onPhone(false);
    renderApp(<TableOrCards {...props()} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((th) => th.textContent)).toEqual(['Name', 'Count', 'Actions']);
    expect(headings[2]!.querySelector('.mantine-VisuallyHidden-root')).not.toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Apple', '3', 'Eat Apple'],
      ['Banana', '12', 'Eat Banana'],
    ]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('aligns a right column, heading and cells, and leaves out the actions column when there are none', () => {
    onPhone(false);
    renderApp(<TableOrCards {...props({ actions: undefined })} />);
    const [name, count] = screen.getAllByRole('columnheader');
    expect(count!.style.textAlign).toBe('right');
    expect(name!.style.textAlign).toBe('');
    expect(screen.getAllByRole('cell', { name: '12' })[0]!.style.textAlign).toBe('right');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('dims and says it is busy only when the list can wait for a newer page', () => {
    onPhone(false);
    renderApp(<TableOrCards {...props({ busy: true })} />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('table').style.opacity).toBe('0.6');
    cleanup();
    renderApp(<TableOrCards {...props()} />);
    expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false);
  });
});

describe('TableOrCards on a phone', () => {
  it('is a list of cards named by the list, each card named by its item', () => {
    onPhone(true);
    renderApp(<TableOrCards {...props({ busy: false })} />);
    const list = screen.getByRole('list', { name: 'Fruits' });
    expect(list.getAttribute('aria-busy')).toBe('false');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Apple', 'Banana']);
    expect(cards[1]!.textContent).toBe('Banana: 12');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('leaves a card unnamed when the list gives no name for it', () => {
    onPhone(true);
    renderApp(<TableOrCards {...props({ cardLabel: undefined })} />);
    expect(screen.getAllByRole('listitem')[0]!.hasAttribute('aria-label')).toBe(false);
  });
});
