/**
 * Configurable columns (docs/product/crm.md#custom-columns): brands' columns, and the custom fields of
 * leads, meetings and enquiries. Built-in brand columns and what column changes do to stored
 * values: docs/decisions/0010-brand-columns.md and 0032-custom-fields.md.
 */
import { z } from 'zod';

import { MESSAGES } from '../../messages';
import { idParam } from '../common';
import { singleLine } from '../text';
import { CUSTOM_COLUMN_ENTITIES, CUSTOM_COLUMN_TYPES, type CustomColumnEntity } from './enums';
import { formFlag as flag } from './form-flag';

const m = MESSAGES.crm.columns;

export const COLUMN_LIMITS = { nameMax: 50, labelMax: 100, optionsMax: 100, optionLabelMax: 100, max: 200 } as const;

export const COLUMN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Brand properties outside the column list: a column of that name would shadow them (decision 0010). */
export const RESERVED_BRAND_FIELDS = [
  'id',
  '_id',
  'description',
  'notes',
  'logo',
  'address',
  'socialMedia',
  'customFields',
  'updatedAt',
  'removeLogo',
] as const;

const RECORD_FIELDS = ['id', '_id', 'customFields', 'csPerson', 'csPersonId', 'createdAt', 'updatedAt'] as const;

/**
 * The fields each record already has (under their REST and CSV import names): a custom field of
 * that name would be ambiguous in imports, exports and sorts, so the name is refused.
 */
export const RESERVED_FIELDS: Record<CustomColumnEntity, readonly string[]> = {
  brand: RESERVED_BRAND_FIELDS,
  // prettier-ignore
  lead: [...RECORD_FIELDS, 'date', 'brand', 'brandId', 'hq', 'clientName', 'mobileNumber', 'emailId', 'designation',
    'linkedin', 'website', 'stage', 'outcome', 'priority', 'comment', 'nextFollowUpDate', 'estimatedValue', 'mergedInto'],
  // prettier-ignore
  meeting: [...RECORD_FIELDS, 'date', 'leadId', 'lead', 'brand', 'brandId', 'clientName', 'title', 'scheduledDate',
    'scheduledAt', 'duration', 'durationMinutes', 'type', 'mode', 'location', 'meetingLink', 'description', 'notes', 'status', 'outcome', 'comment',
    'nextFollowUpDate'],
  // prettier-ignore
  enquiry: [...RECORD_FIELDS, 'addedDate', 'leadId', 'lead', 'brand', 'brandId', 'clientName', 'title', 'requirement',
    'productType', 'value', 'estimatedValue', 'deliveryDate', 'expectedDeliveryDate', 'stage', 'priority', 'urgency',
    'assignedTo', 'description', 'comment', 'comments', 'nextFollowUpDate'],
};

export const isReservedColumnName = (name: string, entity: CustomColumnEntity = 'brand') =>
  RESERVED_FIELDS[entity].some((f) => f.toLowerCase() === name.toLowerCase());

/** An option's value from its text: lowercase, spaces turned into underscores, every other character removed. */
export const optionValueOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/\s/g, '_')
    .replace(/[^a-z0-9_]/g, '');

const entity = z.enum(CUSTOM_COLUMN_ENTITIES, { error: m.entityInvalid });

/** A record's custom field values keyed by field name; each is checked against its field on the server. */
export const customFieldValues = z
  .record(z.string().max(COLUMN_LIMITS.nameMax), z.unknown(), { error: 'customFields must be an object' })
  .refine((values) => Object.keys(values).length <= COLUMN_LIMITS.max, { error: m.tooManyValues(COLUMN_LIMITS.max) });

/** A list sorted by a custom field names it as `customFields.<name>`. */
export const CUSTOM_SORT_PREFIX = 'customFields.';
export type CustomSortKey = `customFields.${string}`;
const CUSTOM_SORT_PATTERN = /^customFields\.[A-Za-z][A-Za-z0-9_]{0,49}$/;
export const isCustomSortKey = (sort: string): sort is CustomSortKey => CUSTOM_SORT_PATTERN.test(sort);

/** The list's own sorts, or any custom field (checked against the company's fields on the server). */
export const recordSort = <const T extends readonly [string, ...string[]]>(sorts: T, byDefault: T[number]) =>
  singleLine(z.string({ error: `Sort must be one of ${sorts.join(', ')} or customFields.<name>` }))
    .refine((s) => (sorts as readonly string[]).includes(s) || isCustomSortKey(s), {
      error: `Sort must be one of ${sorts.join(', ')} or customFields.<name>`,
    })
    .transform((s) => s as T[number] | CustomSortKey)
    // zod cannot check a default against a generic output type; byDefault is one of `sorts` by its type.
    .default(byDefault as never);

/**
 * A list filtered by one custom field: `customField` names it, `customValue` is the value (a select's
 * option value, true or false, a number, a date, or text the value contains).
 */
export const customFieldFilter = {
  customField: z
    .union([z.literal(''), z.string().regex(COLUMN_NAME_PATTERN, { error: m.nameFormat }).max(COLUMN_LIMITS.nameMax)])
    .optional()
    .transform((v) => v || undefined),
  customValue: singleLine(z.string().trim()).max(1000).optional(),
};
const columnType = z.enum(CUSTOM_COLUMN_TYPES, { error: m.typeInvalid });

const columnName = singleLine(z.string({ error: m.nameRequired }).trim())
  .min(1, { error: m.nameRequired, abort: true })
  .max(COLUMN_LIMITS.nameMax, { error: MESSAGES.validation.tooLong(COLUMN_LIMITS.nameMax) })
  .regex(COLUMN_NAME_PATTERN, { error: m.nameFormat });

const columnLabel = singleLine(z.string({ error: m.labelRequired }).trim())
  .min(1, { error: m.labelRequired })
  .max(COLUMN_LIMITS.labelMax, { error: MESSAGES.validation.tooLong(COLUMN_LIMITS.labelMax) });

/** An option's value is always derived from its label, whatever the client sent as value. */
const option = z
  .object({
    label: singleLine(z.string({ error: m.optionLabelRequired }).trim())
      .min(1, { error: m.optionLabelRequired })
      .max(COLUMN_LIMITS.optionLabelMax, { error: MESSAGES.validation.tooLong(COLUMN_LIMITS.optionLabelMax) }),
    // Ignored (derived from the label) but still text from outside.
    value: singleLine(z.string()).optional(),
  })
  .transform(({ label }) => ({ label, value: optionValueOf(label) }));

const options = z
  .array(option, { error: m.selectNeedsOptions })
  .max(COLUMN_LIMITS.optionsMax, { error: `At most ${COLUMN_LIMITS.optionsMax} options` })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((o, i) => {
      if (!o.value) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: m.optionValueEmpty(o.label) });
      else if (seen.has(o.value))
        ctx.addIssue({ code: 'custom', path: [i, 'label'], message: m.optionDuplicate(o.value) });
      seen.add(o.value);
    });
  });

const bound = z.union([z.null(), z.literal(''), z.coerce.number({ error: 'Must be a number' }).finite()]).optional();

const validation = z
  .object({ minValue: bound, maxValue: bound })
  .transform((v) => ({
    ...(typeof v.minValue === 'number' ? { minValue: v.minValue } : {}),
    ...(typeof v.maxValue === 'number' ? { maxValue: v.maxValue } : {}),
  }))
  .refine((v) => v.minValue === undefined || v.maxValue === undefined || v.minValue <= v.maxValue, {
    path: ['minValue'],
    message: m.minAboveMax,
  });

export type ColumnValidation = z.infer<typeof validation>;
export type ColumnOption = z.infer<typeof option>;

/** Cross-field rules of a column definition, shared by create and the merged result of an update. */
export function columnDefinitionIssues(def: {
  type: string;
  options: readonly ColumnOption[];
}): { path: string; message: string } | undefined {
  if (def.type === 'select' && def.options.length === 0) return { path: 'options', message: m.selectNeedsOptions };
  return undefined;
}

export const columnListInput = z.object({ entity: entity.default('brand') });
export type ColumnListInput = z.infer<typeof columnListInput>;

export const createColumnInput = z
  .object({
    entity: entity.default('brand'),
    name: columnName,
    label: columnLabel,
    type: columnType,
    isRequired: flag.default(false),
    isVisible: flag.default(true),
    options: options.default([]),
    validation: validation.default({}),
  })
  .superRefine((input, ctx) => {
    const issue = columnDefinitionIssues(input);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type CreateColumnInput = z.infer<typeof createColumnInput>;

/** Every field optional; `name` may be sent but must not change (the form locks it). */
export const updateColumnInput = z.object({
  id: idParam,
  name: columnName.optional(),
  label: columnLabel.optional(),
  type: columnType.optional(),
  isRequired: flag.optional(),
  isVisible: flag.optional(),
  options: options.optional(),
  validation: validation.optional(),
});
export type UpdateColumnInput = z.infer<typeof updateColumnInput>;

export const columnIdInput = z.object({ id: idParam });
export type ColumnIdInput = z.infer<typeof columnIdInput>;

export const reorderColumnsInput = z.object({
  entity: entity.default('brand'),
  columnOrders: z
    .array(z.object({ columnId: idParam, position: z.coerce.number().int().min(0).max(10_000) }))
    .min(1, { error: 'columnOrders must list at least one column' })
    .max(COLUMN_LIMITS.max)
    .refine((list) => new Set(list.map((c) => c.columnId.toLowerCase())).size === list.length, {
      message: m.reorderDuplicate,
    }),
});
export type ReorderColumnsInput = z.infer<typeof reorderColumnsInput>;

export const columnVisibilityInput = z.object({ columnId: idParam, isVisible: flag });
export type ColumnVisibilityInput = z.infer<typeof columnVisibilityInput>;
