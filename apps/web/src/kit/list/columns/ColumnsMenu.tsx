/**
 * The list's "Columns" button: tick the columns to show, move them with the arrows (keyboard and
 * touch alike), choose the row density, or go back to the list's default. Every change is saved
 * for the person at once (useListLayout).
 */
import { ActionIcon, Button, Checkbox, Group, Popover, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns3 } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';

import { LIST_DENSITIES, MESSAGES, type ListDensity } from '@app/contracts';

import type { ListColumn } from './column-layout';
import type { ListLayoutApi } from './useListLayout';

const t = MESSAGES.web.listLayout;

function ColumnLine<R>({ layout, column, index }: { layout: ListLayoutApi<R>; column: ListColumn<R>; index: number }) {
  const position = layout.shown.findIndex((s) => s.column.id === column.id);
  const isName = index === 0;
  const shown = position >= 0;
  return (
    <Group gap={4} wrap="nowrap" justify="space-between" data-layout-column={column.id}>
      <Checkbox
        label={column.label}
        checked={shown}
        disabled={isName}
        title={isName ? t.alwaysShown(column.label) : undefined}
        onChange={() => layout.toggle(column.id)}
      />
      {shown && !isName && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t.moveUp(column.label)}
            disabled={position <= 1}
            onClick={() => layout.move(column.id, -1)}
          >
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t.moveDown(column.label)}
            disabled={position >= layout.shown.length - 1}
            onClick={() => layout.move(column.id, 1)}
          >
            <IconArrowDown size={14} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}

export interface ColumnsMenuProps<R> {
  layout: ListLayoutApi<R>;
  /** More under the choice (Brands offers owners and admins the company's own fields); `close` shuts the menu. */
  footer?: (close: () => void) => ReactNode;
}

export function ColumnsMenu<R>({ layout, footer }: ColumnsMenuProps<R>) {
  const [opened, { open, close, toggle }] = useDisclosure(false);
  // Named by its own title, not by the button (Brands' fields panel is also called Columns).
  const titleId = useId();
  // Shown columns in their order first, then the hidden ones in the list's order.
  const shownIds = layout.shown.map((s) => s.column.id);
  const hidden = layout.columns.filter((c) => !shownIds.includes(c.id));
  const ordered = [...layout.shown.map((s) => s.column), ...hidden];
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={300}
      trapFocus
      opened={opened}
      onChange={(next) => (next ? open() : close())}
    >
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} />} onClick={toggle}>
          {t.columns}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t.density}
          </Text>
          <SegmentedControl
            size="xs"
            value={layout.density}
            onChange={(value) => layout.setDensity(value as ListDensity)}
            data={LIST_DENSITIES.map((d) => ({ value: d, label: t.densities[d] }))}
            aria-label={t.density}
          />
          <Text size="sm" fw={600} mt="xs" id={titleId}>
            {t.columnsTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {t.columnsHint}
          </Text>
          <Stack gap={6} mah={320} style={{ overflowY: 'auto' }}>
            {ordered.map((column) => (
              <ColumnLine key={column.id} layout={layout} column={column} index={layout.columns.indexOf(column)} />
            ))}
          </Stack>
          <Button variant="subtle" size="xs" disabled={!layout.custom} onClick={layout.reset}>
            {t.reset}
          </Button>
          {footer?.(close)}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
