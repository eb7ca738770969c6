/**
 * The brand columns every company starts with (tenant migration 0002_brand_columns) and where their
 * values live: real brands table columns, never custom_fields (docs/decisions/0010-brand-columns.md).
 */
export const BUILT_IN_BRAND_COLUMNS = ['name', 'industry', 'phone', 'website', 'brandOwner', 'createdAt'] as const;
export type BuiltInBrandColumn = (typeof BUILT_IN_BRAND_COLUMNS)[number];

/** Built-in text columns a brand form may also send inside customFields. */
export const BUILT_IN_TEXT_FIELDS = ['industry', 'phone', 'website'] as const;
export type BuiltInTextField = (typeof BUILT_IN_TEXT_FIELDS)[number];

export const isBuiltInBrandColumn = (name: string): name is BuiltInBrandColumn =>
  (BUILT_IN_BRAND_COLUMNS as readonly string[]).includes(name);

export const isBuiltInTextField = (name: string): name is BuiltInTextField =>
  (BUILT_IN_TEXT_FIELDS as readonly string[]).includes(name);

/** A column whose value lives in custom_fields: every field of a lead, meeting or enquiry. */
export const isCustomColumn = (column: { isSystem: boolean; isDefault: boolean; name: string; entity: string }) =>
  !column.isSystem && !column.isDefault && !(column.entity === 'brand' && isBuiltInBrandColumn(column.name));
