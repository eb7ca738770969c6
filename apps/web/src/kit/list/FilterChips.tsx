/**
 * The active filters as removable chips with a 'Clear all' action (docs/product/platform-admin.md#companies, #super-admins). Renders
 * nothing when there are no chips.
 *
 *   <FilterChips
 *     chips={[
 *       list.state.filter && { key: 'tile', label: 'This Week', onRemove: () => list.set({ filter: null }) },
 *       list.state.search && { key: 'search', label: MESSAGES.web.list.searchChip(list.state.search), onRemove: () => list.setSearch('') },
 *     ]}
 *     onClearAll={list.clearFilters}
 *   />
 *
 * Falsy entries are skipped, so chips can be written inline as above.
 */
import { Button, Group, Pill, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

export interface FilterChipsProps {
  chips: readonly (FilterChip | false | null | undefined | '')[];
  onClearAll: () => void;
}

export function FilterChips({ chips, onClearAll }: FilterChipsProps) {
  const t = MESSAGES.web.list;
  const shown = chips.filter((chip): chip is FilterChip => Boolean(chip));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label={t.filtersLabel} role="group">
      <Text size="sm" c="dimmed" fw={500}>
        {t.filtersLabel}
      </Text>
      {shown.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          onRemove={chip.onRemove}
          removeButtonProps={{ 'aria-label': t.removeFilter(chip.label) }}
          maw="100%"
        >
          {chip.label}
        </Pill>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
        {t.clearAll}
      </Button>
    </Group>
  );
}
