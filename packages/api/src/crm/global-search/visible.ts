/**
 * The global search's records narrowed to a team member's record visibility (crm/visibility), as
 * text with one placeholder: the statement is rendered once per shape and kept as text, so the
 * person (for `own`) or the department (for `department`) is a parameter, `$n`, never a value.
 */
import type { SearchKind } from '@app/contracts';
import { sql, type SQL } from '@app/db';

import { narrowedKinds, type Narrowing } from '../visibility';

/** The condition on the records of `kind` its arms keep; `undefined` for a kind not narrowed (the team). */
export function narrowed(kind: SearchKind, by: Narrowing['by'], placeholder: number): SQL | undefined {
  return kind === 'team' ? undefined : narrowedKinds(by, sql.raw(`$${placeholder}`))[kind];
}
