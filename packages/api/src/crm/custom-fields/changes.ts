/**
 * A record edit's custom field changes as lead timeline entries: one per field whose value
 * differs, under `customFields.<name>` with the field's label as the subject (the timeline reads
 * without the field list, and keeps the label the field had then), values as people read them.
 */
import type { ActivityActor, LeadActivityEntry } from '../lead-activity/record';
import type { ColumnRow } from '../custom-columns/serialize';

function shown(column: ColumnRow, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (column.type === 'select') return column.options.find((o) => o.value === value)?.label ?? String(value);
  if (column.type === 'boolean') return value === true ? 'Yes' : 'No';
  return String(value);
}

export function customFieldChanges(
  leadId: string,
  columns: readonly ColumnRow[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  actor: ActivityActor | null,
): LeadActivityEntry[] {
  return columns
    .filter((column) => JSON.stringify(before[column.name]) !== JSON.stringify(after[column.name]))
    .map((column) => ({
      leadId,
      kind: 'field_changed' as const,
      field: `customFields.${column.name}`,
      subject: column.label,
      oldValue: shown(column, before[column.name]),
      newValue: shown(column, after[column.name]),
      actor,
    }));
}
