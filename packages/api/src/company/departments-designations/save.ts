import { asc, eq, inArray, tenantTables, type Tx } from '@app/db';

import { lockCompany } from '../../platform/companies/queries';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { COMPANY_LISTS, serializeEntry, type CompanyListName, type ListEntry } from './lists';
import { planListSave, type KeptEntry } from './plan';

const { users } = tenantTables;

type Sent = Parameters<typeof planListSave>[2];

/** A list in display order. */
export async function readList(tx: Tx, list: CompanyListName): Promise<ListEntry[]> {
  const { table } = COMPANY_LISTS[list];
  const rows = await tx.select().from(table).orderBy(asc(table.position), asc(table.createdAt));
  return rows.map(serializeEntry);
}

/** A control character: no client name can contain one (the schemas refuse them). */
const RENAMING = '\u0001';

/**
 * Renamed entries first take a name no one can type, so that swapping two names never meets the
 * case-insensitive unique index half-way through the save.
 */
async function applyKept(tx: Tx, list: CompanyListName, kept: readonly KeptEntry[]): Promise<void> {
  const { table, memberColumn, memberValue } = COMPANY_LISTS[list];
  const renamed = kept.filter((entry) => entry.renamedFrom !== undefined);
  for (const entry of renamed)
    await tx
      .update(table)
      .set({ name: `${RENAMING}${entry.id}` })
      .where(eq(table.id, entry.id));
  for (const entry of kept)
    await tx
      .update(table)
      .set({ name: entry.name, isActive: entry.isActive, position: entry.position })
      .where(eq(table.id, entry.id));
  // Members follow a rename (docs/decisions/0014-company-lists.md); hiding leaves them as they are.
  for (const entry of renamed)
    await tx.update(users).set(memberValue(entry.name)).where(eq(memberColumn, entry.renamedFrom!));
}

/**
 * PUT /company/departments and /designations (docs/product/company-portal.md#rest-paths): the full list replaces the stored one
 * in the request's transaction: ids keep their entries, new ones are added, missing ones deleted.
 */
export async function saveList(ctx: TenantContext, list: CompanyListName, sent: Sent) {
  const { table, texts } = COMPANY_LISTS[list];
  // One save at a time per company: two screens saving at once must not interleave.
  await lockCompany(ctx.tx, ctx.company.id);
  const stored = await ctx.tx.select().from(table);
  const plan = planListSave(list, stored, sent, texts);
  if (plan.removed.length > 0)
    await ctx.tx.delete(table).where(
      inArray(
        table.id,
        plan.removed.map((row) => row.id),
      ),
    );
  await applyKept(ctx.tx, list, plan.kept);
  if (plan.added.length > 0) await ctx.tx.insert(table).values(plan.added);
  return { message: texts.saved, entries: await readList(ctx.tx, list) };
}
