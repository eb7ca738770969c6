/**
 * Which columns a person sees in a list, in what order and width, and how dense the rows are: the
 * list's own column definitions read through the person's saved layout (ListLayout in
 * @app/contracts). The list's first column names the row (the client, the company); it is always
 * shown, always first, and sticks to the left when the table scrolls sideways.
 */
import type { ReactNode } from 'react';

import { LIST_LAYOUT_LIMITS, type LayoutColumn, type ListDensity, type ListLayout } from '@app/contracts';

export interface ListColumn<R> {
  id: string;
  label: string;
  /** The server's sort key, when the list sorts by this column. */
  sort?: string;
  cell: (row: R) => ReactNode;
  /** Its width in px until the person drags it. */
  width: number;
  /** False: offered in the column choice, hidden until chosen. */
  shown?: boolean;
  /** On a phone's card: one line of detail under the row's name. */
  onCard?: boolean;
}

export interface ShownColumn<R> {
  column: ListColumn<R>;
  width: number;
}

export interface ResolvedLayout<R> {
  shown: ShownColumn<R>[];
  density: ListDensity;
  /** The person chose this (false: the list's default). */
  custom: boolean;
}

export const DEFAULT_DENSITY: ListDensity = 'compact';

const clampWidth = (width: number) =>
  Math.round(Math.min(LIST_LAYOUT_LIMITS.maxWidth, Math.max(LIST_LAYOUT_LIMITS.minWidth, width)));

/** The columns to draw: the name column first, then the layout's (unknown ids dropped), or the defaults. */
export function resolveLayout<R>(columns: readonly ListColumn<R>[], layout: ListLayout | null): ResolvedLayout<R> {
  const [name, ...rest] = columns;
  if (!name) return { shown: [], density: layout?.density ?? DEFAULT_DENSITY, custom: false };
  const byId = new Map(rest.map((c) => [c.id, c]));
  const widthOf = (id: string) => layout?.columns.find((c) => c.id === id)?.width;
  const chosen = layout
    ? layout.columns.flatMap(({ id }) => {
        const column = byId.get(id);
        return column ? [column] : [];
      })
    : rest.filter((c) => c.shown !== false);
  return {
    shown: [name, ...chosen].map((column) => ({ column, width: widthOf(column.id) ?? column.width })),
    density: layout?.density ?? DEFAULT_DENSITY,
    custom: layout !== null,
  };
}

/** The layout to save for what is drawn now (the name column keeps only its width). */
export function layoutOf<R>(shown: readonly ShownColumn<R>[], density: ListDensity): ListLayout {
  const columns: LayoutColumn[] = shown.map(({ column, width }) =>
    width === column.width ? { id: column.id } : { id: column.id, width: clampWidth(width) },
  );
  return { columns, density };
}

/** Shows a hidden column (at the end) or hides a shown one; the name column stays. */
export function toggleColumn<R>(
  columns: readonly ListColumn<R>[],
  resolved: ResolvedLayout<R>,
  id: string,
): ListLayout {
  const isName = columns[0]?.id === id;
  const shown = resolved.shown.some((s) => s.column.id === id);
  const column = columns.find((c) => c.id === id);
  if (isName || !column) return layoutOf(resolved.shown, resolved.density);
  const next = shown
    ? resolved.shown.filter((s) => s.column.id !== id)
    : [...resolved.shown, { column, width: column.width }];
  return layoutOf(next, resolved.density);
}

/** Moves a shown column one place left (-1) or right (+1); never before the name column. */
export function moveColumn<R>(resolved: ResolvedLayout<R>, id: string, by: -1 | 1): ListLayout {
  const shown = [...resolved.shown];
  const from = shown.findIndex((s) => s.column.id === id);
  const to = from + by;
  if (from >= 1 && to >= 1 && to < shown.length) [shown[from], shown[to]] = [shown[to]!, shown[from]!];
  return layoutOf(shown, resolved.density);
}

export function resizeColumn<R>(resolved: ResolvedLayout<R>, id: string, width: number): ListLayout {
  const shown = resolved.shown.map((s) => (s.column.id === id ? { ...s, width: clampWidth(width) } : s));
  return layoutOf(shown, resolved.density);
}

export const withDensity = <R>(resolved: ResolvedLayout<R>, density: ListDensity): ListLayout =>
  layoutOf(resolved.shown, density);

/** The table's width with the layout's columns and the actions column. */
export const tableWidth = <R>(shown: readonly ShownColumn<R>[], actionsWidth: number) =>
  shown.reduce((sum, s) => sum + s.width, 0) + actionsWidth;
