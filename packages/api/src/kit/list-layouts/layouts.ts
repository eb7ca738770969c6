/**
 * A person's own list layouts (which columns, their order and widths, the density), for both
 * portals: company users keep theirs in the company's schema, super admins in the platform's. A
 * layout is only ever read and written for the caller, so there is no other person's id to pass.
 */
import { and, eq, type Executor, type ListLayoutTable } from '@app/db';
import { listLayoutSchema, MESSAGES, type LayoutList, type ListLayout } from '@app/contracts';

export interface LayoutStore {
  db: Executor;
  table: ListLayoutTable;
  personId: string;
}

const mine = (store: LayoutStore, list: LayoutList) =>
  and(eq(store.table.personId, store.personId), eq(store.table.list, list));

/**
 * The caller's layout of `list`, or null for the list's default. A stored layout that no longer
 * reads as one (written under older rules) counts as no layout rather than failing the screen.
 */
export async function readLayout(store: LayoutStore, list: LayoutList): Promise<{ layout: ListLayout | null }> {
  const [row] = await store.db
    .select({ layout: store.table.layout })
    .from(store.table)
    .where(mine(store, list))
    .limit(1);
  const parsed = row ? listLayoutSchema.safeParse(row.layout) : null;
  return { layout: parsed?.success ? parsed.data : null };
}

export async function saveLayout(store: LayoutStore, list: LayoutList, layout: ListLayout) {
  const updatedAt = new Date();
  await store.db
    .insert(store.table)
    .values({ personId: store.personId, list, layout, updatedAt })
    .onConflictDoUpdate({ target: [store.table.personId, store.table.list], set: { layout, updatedAt } });
  return { layout, message: MESSAGES.listLayouts.saved };
}

export async function resetLayout(store: LayoutStore, list: LayoutList) {
  await store.db.delete(store.table).where(mine(store, list));
  return { layout: null, message: MESSAGES.listLayouts.reset };
}
