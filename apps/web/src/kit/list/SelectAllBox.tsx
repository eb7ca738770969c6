/**
 * The header checkbox of a list with bulk actions: ticked when every selectable row of the page is
 * selected, half-ticked when some are, and a click selects or clears them all. Rows that cannot be
 * selected (one's own, an owner) are left out of `ids` by the caller.
 */
import { Checkbox } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import type { RowId, Selection } from './useListState';

export function SelectAllBox<Id extends RowId>({
  ids,
  selection,
  disabled,
}: {
  ids: readonly Id[];
  selection: Selection<Id>;
  disabled?: boolean;
}) {
  const selected = ids.filter((id) => selection.has(id)).length;
  const all = ids.length > 0 && selected === ids.length;
  return (
    <Checkbox
      aria-label={MESSAGES.web.list.selectAll}
      checked={all}
      indeterminate={selected > 0 && !all}
      disabled={disabled || ids.length === 0}
      onChange={(event) => selection.setMany(ids, event.currentTarget.checked)}
    />
  );
}
