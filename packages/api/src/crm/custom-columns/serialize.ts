import type { tenantTables } from '@app/db';
import type { CustomColumnEntity, CustomColumnType } from '@app/contracts';

export type ColumnRow = typeof tenantTables.customColumns.$inferSelect;

/** The documented column (docs/product/crm.md#custom-columns), with `id` and `_id` alike. */
export const serializeColumn = (row: ColumnRow) => ({
  id: row.id,
  _id: row.id,
  entity: row.entity as CustomColumnEntity,
  name: row.name,
  label: row.label,
  type: row.type as CustomColumnType,
  isRequired: row.isRequired,
  isVisible: row.isVisible,
  isDefault: row.isDefault,
  isSystem: row.isSystem,
  position: row.position,
  options: row.options,
  validation: row.validation,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type SerializedColumn = ReturnType<typeof serializeColumn>;
