import { describe, expect, it } from 'vitest';

import type { ListLayout } from '@app/contracts';

import {
  layoutOf,
  moveColumn,
  resizeColumn,
  resolveLayout,
  tableWidth,
  toggleColumn,
  withDensity,
  type ListColumn,
} from './column-layout';

type Row = { name: string };
const column = (id: string, width: number, shown?: boolean): ListColumn<Row> => ({
  id,
  label: id.toUpperCase(),
  width,
  shown,
  cell: (row) => row.name,
});
const COLUMNS = [column('name', 200), column('stage', 120), column('phone', 140), column('linkedin', 160, false)];
const ids = (layout: ListLayout) => layout.columns.map((c) => c.id);
const shownIds = (layout: ListLayout | null) => resolveLayout(COLUMNS, layout).shown.map((s) => s.column.id);

describe('resolveLayout', () => {
  it('shows the default columns, compact, before the person chooses', () => {
    const resolved = resolveLayout(COLUMNS, null);
    expect(resolved.shown.map((s) => [s.column.id, s.width])).toEqual([
      ['name', 200],
      ['stage', 120],
      ['phone', 140],
    ]);
    expect(resolved).toMatchObject({ density: 'compact', custom: false });
  });

  it("follows the person's order and widths, keeps the name column first, drops columns the list lost", () => {
    const layout: ListLayout = {
      columns: [{ id: 'linkedin', width: 300 }, { id: 'gone' }, { id: 'stage' }, { id: 'name', width: 250 }],
      density: 'comfortable',
    };
    const resolved = resolveLayout(COLUMNS, layout);
    expect(resolved.shown.map((s) => [s.column.id, s.width])).toEqual([
      ['name', 250],
      ['linkedin', 300],
      ['stage', 120],
    ]);
    expect(resolved).toMatchObject({ density: 'comfortable', custom: true });
  });
});

describe('layout changes', () => {
  const defaults = resolveLayout(COLUMNS, null);

  it('shows a hidden column at the end and hides a shown one, never the name column', () => {
    expect(ids(toggleColumn(COLUMNS, defaults, 'linkedin'))).toEqual(['name', 'stage', 'phone', 'linkedin']);
    expect(ids(toggleColumn(COLUMNS, defaults, 'stage'))).toEqual(['name', 'phone']);
    expect(ids(toggleColumn(COLUMNS, defaults, 'name'))).toEqual(['name', 'stage', 'phone']);
    expect(ids(toggleColumn(COLUMNS, defaults, 'unknown'))).toEqual(['name', 'stage', 'phone']);
  });

  it('moves a column one place, never before the name column or past the end', () => {
    expect(ids(moveColumn(defaults, 'phone', -1))).toEqual(['name', 'phone', 'stage']);
    expect(ids(moveColumn(defaults, 'stage', -1))).toEqual(['name', 'stage', 'phone']);
    expect(ids(moveColumn(defaults, 'phone', 1))).toEqual(['name', 'stage', 'phone']);
    expect(ids(moveColumn(defaults, 'name', 1))).toEqual(['name', 'stage', 'phone']);
  });

  it('keeps a dragged width within bounds and stores only widths that differ from the default', () => {
    expect(resizeColumn(defaults, 'stage', 10).columns[1]).toEqual({ id: 'stage', width: 60 });
    expect(resizeColumn(defaults, 'stage', 5000).columns[1]).toEqual({ id: 'stage', width: 1000 });
    expect(resizeColumn(defaults, 'stage', 180.4).columns).toEqual([
      { id: 'name' },
      { id: 'stage', width: 180 },
      { id: 'phone' },
    ]);
  });

  it('changes the density alone', () => {
    expect(withDensity(defaults, 'comfortable')).toEqual({
      ...layoutOf(defaults.shown, 'compact'),
      density: 'comfortable',
    });
  });

  it('round-trips: a saved layout reads back as what was shown', () => {
    const layout = moveColumn(resolveLayout(COLUMNS, toggleColumn(COLUMNS, defaults, 'linkedin')), 'linkedin', -1);
    expect(shownIds(layout)).toEqual(['name', 'stage', 'linkedin', 'phone']);
    expect(tableWidth(resolveLayout(COLUMNS, layout).shown, 100)).toBe(200 + 120 + 160 + 140 + 100);
  });
});
