import { eq, platformTables, type Tx } from '@app/db';

import { changeEvent, type CompanyPatch, type FieldChange } from './changes';
import type { CompanyRow } from './queries';
import { recordTimeline, type TimelineEntry } from './timeline';

const { companies } = platformTables;

/** The changed columns as one update set. */
export const changedColumns = (changes: readonly FieldChange[]): CompanyPatch =>
  Object.fromEntries(changes.map((c) => [c.column, c.newValue])) as CompanyPatch;

/**
 * Writes an edit's changed platform columns and one company_updated event per change in the
 * caller's transaction, so the timeline holds exactly the changes that committed. The super
 * admins' company edit and a company's own settings both go through here.
 */
export async function saveCompanyChanges(
  tx: Tx,
  current: CompanyRow,
  changes: readonly FieldChange[],
  performedBy: TimelineEntry['performedBy'],
  now: Date,
): Promise<CompanyRow> {
  const [row] = await tx
    .update(companies)
    .set({ ...changedColumns(changes), updatedAt: now })
    .where(eq(companies.id, current.id))
    .returning();
  for (const change of changes) await recordTimeline(tx, current.id, changeEvent(change, performedBy));
  return row!;
}

/** Stored images an edit replaced or removed: to delete once it has committed. */
export const replacedImages = (changes: readonly FieldChange[]): string[] =>
  changes
    .filter((c) => c.column === 'logoKey' || c.column === 'ownerAvatarKey')
    .map((c) => c.oldValue)
    .filter((key): key is string => typeof key === 'string');
