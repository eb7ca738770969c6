/**
 * Reordering columns or fields: the new order shows at once, is saved in one call
 * (crm.customColumns.reorder with every column's position), and the previous order comes back with
 * 'Failed to reorder columns' (or the server's message) when saving fails.
 */
export interface Ordered {
  id: string;
}

/** `list` with the item `id` moved to where `overId` is (drag) — the same list when nothing moves. */
export function moveItem<T extends Ordered>(list: readonly T[], id: string, overId: string): T[] {
  const from = list.findIndex((c) => c.id === id);
  const to = list.findIndex((c) => c.id === overId);
  if (from < 0 || to < 0 || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** `list` with the item moved one step up (-1) or down (+1) — for the move buttons. */
export function stepItem<T extends Ordered>(list: readonly T[], id: string, step: -1 | 1): T[] {
  const from = list.findIndex((c) => c.id === id);
  const other = list[from + step];
  return other ? moveItem(list, id, other.id) : [...list];
}

/** The reorder payload: every column's position in the new order. */
export const columnOrdersOf = (list: readonly Ordered[]) => list.map((c, position) => ({ columnId: c.id, position }));

/**
 * Shows `next`, saves it, and on failure shows `previous` again and reports the error. Resolves
 * true when saved.
 */
export async function reorderWithRollback<T extends Ordered>(options: {
  previous: readonly T[];
  next: readonly T[];
  show: (list: readonly T[]) => void;
  save: (orders: { columnId: string; position: number }[]) => Promise<unknown>;
  onError: (error: unknown) => void;
}): Promise<boolean> {
  const { previous, next, show, save, onError } = options;
  if (previous.map((c) => c.id).join() === next.map((c) => c.id).join()) return true;
  show(next);
  try {
    await save(columnOrdersOf(next));
    return true;
  } catch (error) {
    show(previous);
    onError(error);
    return false;
  }
}
