/**
 * Column changes (docs/product/crm.md#custom-columns). What they do to stored values: docs/decisions/0010 (brands) and
 * 0032 (leads, meetings, enquiries).
 */
import {
  columnDefinitionIssues,
  isReservedColumnName,
  MESSAGES,
  type ColumnVisibilityInput,
  type CreateColumnInput,
  type ReorderColumnsInput,
  type CustomColumnEntity,
  type UpdateColumnInput,
} from '@app/contracts';
import { and, eq, sql, tenantTables, type Tx } from '@app/db';

import { AppError, fieldError } from '../../core/errors';
import { hasHolders, stripRemovedField } from '../custom-fields/cleanup';
import { recordTableOf } from '../custom-fields/tables';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { isCustomColumn } from './built-in';
import { columnsOf, findColumn } from './reads';
import type { ColumnRow } from './serialize';

const { customColumns } = tenantTables;
const m = MESSAGES.crm.columns;

/** Options belong to select columns and bounds to number columns; other types store none. */
const definition = (type: string, options: ColumnRow['options'], validation: ColumnRow['validation']) => ({
  type,
  options: type === 'select' ? options : [],
  validation: type === 'number' ? validation : {},
});

async function assertNameFree(tx: Tx, entity: CustomColumnEntity, name: string): Promise<void> {
  if (isReservedColumnName(name, entity)) throw fieldError('name', m.nameReserved(name, entity));
  const [taken] = await tx
    .select({ id: customColumns.id })
    .from(customColumns)
    .where(and(eq(customColumns.entity, entity), sql`lower(${customColumns.name}) = ${name.toLowerCase()}`));
  if (taken) throw new AppError('CONFLICT', m.nameTaken, [{ path: 'name', msg: m.nameTaken }]);
  if (await hasHolders(tx, entity, name)) {
    throw new AppError('CONFLICT', m.nameBeingRemoved, [{ path: 'name', msg: m.nameBeingRemoved }]);
  }
}

export async function createColumn(tx: Tx, input: CreateColumnInput): Promise<ColumnRow> {
  await assertNameFree(tx, input.entity, input.name);
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${customColumns.position}), -1)`.mapWith(Number) })
    .from(customColumns)
    .where(eq(customColumns.entity, input.entity));
  const [row] = await tx
    .insert(customColumns)
    .values({
      entity: input.entity,
      name: input.name,
      label: input.label,
      isRequired: input.isRequired,
      isVisible: input.isVisible,
      position: (last?.position ?? -1) + 1,
      ...definition(input.type, input.options, input.validation),
    })
    .returning();
  return row!;
}

/** Records holding a value for a custom column. */
async function recordsWithValue(tx: Tx, column: ColumnRow): Promise<number> {
  const table = recordTableOf(column.entity);
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(sql`${table.customFields} ? ${column.name}`);
  return row?.n ?? 0;
}

const differs = (a: unknown, b: unknown) => a !== undefined && JSON.stringify(a) !== JSON.stringify(b);

/** Refuses what a column's kind does not allow: system columns change only their label (and visibility). */
async function assertAllowed(tx: Tx, row: ColumnRow, input: UpdateColumnInput): Promise<void> {
  if (input.name !== undefined && input.name !== row.name) throw fieldError('name', m.nameLocked);
  if (row.isSystem) {
    const fields = ['type', 'isRequired', 'options', 'validation'] as const;
    const changed = fields.find((f) => differs(input[f], row[f]));
    if (changed) throw fieldError(changed, m.systemLabelOnly);
    return;
  }
  if (!differs(input.type, row.type)) return;
  if (!isCustomColumn(row)) throw fieldError('type', m.builtInType);
  const held = await recordsWithValue(tx, row);
  if (held > 0) throw fieldError('type', m.typeInUse(held, row.entity));
}

export async function updateColumn(tx: Tx, input: UpdateColumnInput): Promise<ColumnRow> {
  const row = await findColumn(tx, input.id);
  await assertAllowed(tx, row, input);
  const type = input.type ?? row.type;
  const options = input.options ?? row.options;
  const issue = columnDefinitionIssues({ type, options });
  if (issue) throw fieldError(issue.path, issue.message);
  const [updated] = await tx
    .update(customColumns)
    .set({
      label: input.label,
      isRequired: row.isSystem ? undefined : input.isRequired,
      isVisible: input.isVisible,
      ...definition(type, options, input.validation ?? row.validation),
      updatedAt: new Date(),
    })
    .where(eq(customColumns.id, row.id))
    .returning();
  return updated!;
}

/**
 * Deleting a custom column takes its values off the records (crm/custom-fields/cleanup.ts): the
 * first batch at once, the rest in the background. A field created again under the name starts
 * empty: the name is refused until no record holds the old values.
 */
export async function removeColumn(
  ctx: Pick<TenantContext, 'tx' | 'deps' | 'company'>,
  id: string,
): Promise<ColumnRow> {
  const row = await findColumn(ctx.tx, id);
  if (!isCustomColumn(row)) throw new AppError('BAD_REQUEST', m.builtInDelete);
  await ctx.tx.delete(customColumns).where(eq(customColumns.id, row.id));
  const entity = row.entity as CustomColumnEntity;
  await stripRemovedField(ctx.deps, ctx.tx, { companyId: ctx.company.id, entity, name: row.name });
  return row;
}

/** The whole new order in one call; every id must be one of the entity's columns. */
export async function reorderColumns(tx: Tx, input: ReorderColumnsInput): Promise<ColumnRow[]> {
  const known = new Set((await columnsOf(tx, input.entity)).map((c) => c.id));
  if (input.columnOrders.some((c) => !known.has(c.columnId.toLowerCase()))) {
    throw fieldError('columnOrders', m.reorderUnknown);
  }
  for (const { columnId, position } of input.columnOrders) {
    await tx
      .update(customColumns)
      .set({ position, updatedAt: new Date() })
      .where(eq(customColumns.id, columnId.toLowerCase()));
  }
  return columnsOf(tx, input.entity);
}

export async function setColumnVisibility(tx: Tx, input: ColumnVisibilityInput): Promise<ColumnRow> {
  const row = await findColumn(tx, input.columnId);
  const [updated] = await tx
    .update(customColumns)
    .set({ isVisible: input.isVisible, updatedAt: new Date() })
    .where(eq(customColumns.id, row.id))
    .returning();
  return updated!;
}
