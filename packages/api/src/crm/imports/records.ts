/**
 * A valid row as the table row it becomes: references resolved to ids, defaults filled in the way
 * the record forms fill them, keys named by table column. Also what the preview shows.
 */
import { CRM_DEFAULTS, MESSAGES, type ImportKind } from '@app/contracts';

import type { CellValue } from './cells';
import type { ImportField } from './fields';
import type { References } from './references';
import type { RowProblem } from './rows';

export type StoredValue = CellValue | null | Record<string, CellValue>;
export type TableRecord = Record<string, StoredValue>;

/** Field keys whose column name is not simply the key in snake_case. */
const COLUMN_OF: Record<string, string> = {
  brand: 'brand_id',
  lead: 'lead_id',
  csPerson: 'cs_person_id',
  brandOwner: 'brand_owner_id',
  assignedTo: 'assigned_to_id',
};
/** A field's table column. */
const columnOf = (key: string): string => COLUMN_OF[key] ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Values the record forms fill in when left empty. */
const DEFAULTS: Record<ImportKind, (today: string) => Record<string, CellValue>> = {
  brand: () => ({}),
  lead: (today) => ({
    date: today,
    stage: CRM_DEFAULTS.leadStage,
    outcome: CRM_DEFAULTS.outcome,
    priority: CRM_DEFAULTS.priority,
  }),
  meeting: () => ({
    durationMinutes: CRM_DEFAULTS.meetingDurationMinutes,
    type: CRM_DEFAULTS.meetingType,
    mode: CRM_DEFAULTS.meetingMode,
    status: CRM_DEFAULTS.meetingStatus,
    outcome: CRM_DEFAULTS.outcome,
  }),
  enquiry: (today) => ({
    productType: CRM_DEFAULTS.productType,
    stage: CRM_DEFAULTS.enquiryStage,
    priority: CRM_DEFAULTS.priority,
    urgency: CRM_DEFAULTS.urgency,
    addedDate: today,
  }),
};

/** A field with its column, worked out once per run rather than for every cell. */
interface Target {
  field: ImportField;
  column: string;
  reference: boolean;
}

/** What a run's rows are built with. */
export interface RunFacts {
  kind: ImportKind;
  fields: readonly ImportField[];
  refs: References;
  actorId: string;
  importId?: string;
  today: string;
}

/** The run's facts with what follows from them for every row: each field's column, the defaults. */
export interface BuildContext extends RunFacts {
  targets: readonly Target[];
  defaults: Readonly<Record<string, CellValue>>;
}

export const buildContext = (facts: RunFacts): BuildContext => ({
  ...facts,
  targets: facts.fields.map((field) => ({
    field,
    column: columnOf(field.key),
    reference: field.type === 'brand' || field.type === 'person' || field.type === 'lead',
  })),
  defaults: DEFAULTS[facts.kind](facts.today),
});

export interface Built {
  /** Column → value, for the table write. */
  record: TableRecord;
  /** Field key → value as a person reads it, for the preview. */
  shown: Record<string, CellValue>;
}

/**
 * The record for a row's values; `fill` adds the defaults (a create), without it only what the file
 * holds is written (an update leaves the rest as it is). Reference problems go to `problems`.
 */
export function buildRecord(
  ctx: BuildContext,
  values: Record<string, CellValue>,
  fill: boolean,
  problems: RowProblem[],
): Built {
  const all = fill ? { ...ctx.defaults, ...values } : values;
  const record: TableRecord = {};
  // What the preview shows is the row's values with the defaults (no copy: `all` is not kept).
  const shown: Record<string, CellValue> = all;
  const custom: Record<string, CellValue> = {};
  for (const { field: f, column, reference } of ctx.targets) {
    const value = all[f.key];
    if (value === undefined) continue;
    if (f.custom) custom[f.key] = value;
    else if (reference) {
      const id = resolve(ctx, f, String(value), problems);
      if (id !== undefined) record[column] = id;
    } else record[column] = value;
  }
  if (fill || Object.keys(custom).length > 0) record.custom_fields = custom;
  if (fill) addRecordDefaults(ctx, values, record, shown);
  return { record, shown };
}

function resolve(ctx: BuildContext, f: ImportField, text: string, problems: RowProblem[]): string | undefined {
  const found =
    f.type === 'brand' ? ctx.refs.brand(text) : f.type === 'lead' ? ctx.refs.lead(text) : ctx.refs.person(text);
  if ('error' in found) {
    problems.push({ field: f.label, message: found.error });
    return undefined;
  }
  return typeof found.ok === 'string' ? found.ok : found.ok.id;
}

/** Defaults that depend on other values: the CS person, a meeting's title. */
function addRecordDefaults(
  ctx: BuildContext,
  values: Record<string, CellValue>,
  record: TableRecord,
  shown: Record<string, CellValue>,
) {
  record.created_by = ctx.actorId;
  if (ctx.kind === 'lead' && ctx.importId) record.import_id = ctx.importId;
  if (ctx.kind === 'lead' && record.cs_person_id === undefined) record.cs_person_id = ctx.actorId;
  if (ctx.kind !== 'meeting' && ctx.kind !== 'enquiry') return;
  const lead = typeof values.lead === 'string' ? ctx.refs.lead(values.lead) : undefined;
  if (!lead || !('ok' in lead)) return;
  if (record.cs_person_id === undefined && lead.ok.csPersonId) record.cs_person_id = lead.ok.csPersonId;
  if (ctx.kind === 'meeting' && record.title === undefined) {
    record.title = MESSAGES.crm.meetings.defaultTitle(lead.ok.clientName);
    shown.title = record.title;
  }
}
