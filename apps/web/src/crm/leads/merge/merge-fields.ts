/**
 * The merge dialog's model: the fields where the lead that stays and the one merged into it differ
 * (the lead form's fields in its order, then the company's own), which value each row keeps unless
 * the user picks the other, and the picks as the merge call's `fields`. Values are compared as the
 * update call would send them, so '' and null, or 'x ' and 'x', are not offered as a choice.
 */
import { LEAD_FORM_FIELDS, MESSAGES, type LeadFormField } from '@app/contracts';

import type { RouterInputs, RouterOutputs } from '../../../lib/api/types';
import { formatDate, formatINR } from '../../../kit/format';
import { fieldText } from '../../custom-fields/field-text';
import { inputValueOf, isBlank, sentValueOf } from '../../custom-fields/custom-values';
import type { CustomField } from '../../custom-fields/useCustomFields';
import { normaliseStage } from '../lead-form';

export type MergeLead = RouterOutputs['crm']['leads']['get']['lead'];
export type MergeFields = NonNullable<RouterInputs['crm']['leads']['merge']['fields']>;
type CustomFieldDef = Pick<CustomField, 'name' | 'label' | 'type' | 'options'>;

const f = MESSAGES.web.crmLeads.fields;
const labelOf = (field: LeadFormField) =>
  field === 'brandId' ? f.brand : field === 'csPersonId' ? f.csPerson : f[field];

/** A value as the update call takes it; null is empty. */
export type SentValue = string | number | boolean | null;

export interface MergeSide {
  value: SentValue;
  /** As people read it; null when empty. */
  text: string | null;
}

export interface MergeRow {
  /** The field's name, or 'customFields.<name>' for the company's own. */
  key: string;
  label: string;
  /** The company's field's name, for the company's own fields. */
  custom?: string;
  keep: MergeSide;
  other: MergeSide;
}

/** Which lead's value a row keeps. */
export type MergeChoice = 'keep' | 'other';

function builtInValue(lead: MergeLead, field: LeadFormField): SentValue {
  const value = lead[field];
  if (value === null || value === undefined) return null;
  switch (field) {
    case 'date':
    case 'nextFollowUpDate':
      return String(value).slice(0, 10) || null;
    case 'stage':
      return normaliseStage(String(value));
    case 'estimatedValue':
      return Number(value);
    default:
      return typeof value === 'string' ? value.trim() || null : null;
  }
}

function builtInText(lead: MergeLead, field: LeadFormField, value: SentValue): string | null {
  if (value === null) return null;
  switch (field) {
    case 'date':
    case 'nextFollowUpDate':
      return formatDate(String(value));
    case 'brandId':
      return lead.brand;
    case 'csPersonId':
      // The person may be gone: their id still differs from the other lead's.
      return lead.csPerson ?? String(value);
    case 'estimatedValue':
      return formatINR(value as number);
    default:
      return String(value);
  }
}

function customValue(field: CustomFieldDef, stored: unknown): SentValue {
  const input = inputValueOf(field.type, stored);
  // A switch never answered is empty; one answered No is a value.
  if (stored === null || stored === undefined || (field.type !== 'boolean' && isBlank(input))) return null;
  return sentValueOf(field.type, input);
}

const side = (value: SentValue, text: string | null): MergeSide => ({ value, text: value === null ? null : text });

/** The rows to choose from (where the two differ) and how many fields are the same in both. */
export function mergeRows(
  keep: MergeLead,
  other: MergeLead,
  customFields: readonly CustomFieldDef[],
): { rows: MergeRow[]; same: number } {
  const rows: MergeRow[] = [];
  let same = 0;
  for (const field of LEAD_FORM_FIELDS) {
    const [a, b] = [builtInValue(keep, field), builtInValue(other, field)];
    if (a === b) same += 1;
    else
      rows.push({
        key: field,
        label: labelOf(field),
        keep: side(a, builtInText(keep, field, a)),
        other: side(b, builtInText(other, field, b)),
      });
  }
  for (const field of customFields) {
    const [a, b] = [
      customValue(field, keep.customFields[field.name]),
      customValue(field, other.customFields[field.name]),
    ];
    if (a === b) same += 1;
    else
      rows.push({
        key: `customFields.${field.name}`,
        label: field.label,
        custom: field.name,
        keep: side(a, fieldText(field, a)),
        other: side(b, fieldText(field, b)),
      });
  }
  return { rows, same };
}

/** The lead that stays keeps its own value, unless it has none and the other has one. */
export const defaultChoice = (row: MergeRow): MergeChoice =>
  row.keep.value === null && row.other.value !== null ? 'other' : 'keep';

/** The row's choice: the user's pick, else the default. */
export const choiceOf = (row: MergeRow, picked: Readonly<Record<string, MergeChoice>>): MergeChoice =>
  picked[row.key] ?? defaultChoice(row);

/**
 * The merge call's `fields`: the other lead's value wherever it was chosen (null clears). A company
 * field the staying lead leaves empty is filled from the merged one by the server itself, so
 * keeping that empty value is sent as an explicit null. Undefined when nothing changes.
 */
export function mergeFieldsInput(
  rows: readonly MergeRow[],
  picked: Readonly<Record<string, MergeChoice>>,
): MergeFields | undefined {
  const fields: Record<string, unknown> = {};
  const customFields: Record<string, string | number | boolean | null> = {};
  for (const row of rows) {
    const choice = choiceOf(row, picked);
    if (row.custom === undefined) {
      if (choice === 'other') fields[row.key] = row.other.value;
    } else if (choice === 'other') {
      customFields[row.custom] = row.other.value;
    } else if (row.keep.value === null) {
      customFields[row.custom] = null;
    }
  }
  if (Object.keys(customFields).length > 0) fields.customFields = customFields;
  return Object.keys(fields).length > 0 ? (fields as MergeFields) : undefined;
}

/** Where a merged lead went: the survivor's id in its failed load (the server's `details.mergedInto`). */
export function mergedIntoOf(error: unknown): string | null {
  const details = (error as { data?: { details?: { mergedInto?: unknown } } | null } | null)?.data?.details;
  return typeof details?.mergedInto === 'string' && details.mergedInto ? details.mergedInto : null;
}
