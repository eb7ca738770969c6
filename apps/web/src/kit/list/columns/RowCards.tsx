/**
 * A list on a phone: one card per row with its name (the link to its page), the two or three
 * fields its columns mark `onCard`, and its actions. A list of list items, so screen readers
 * announce how many there are.
 */
import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';

import type { LayoutTableProps } from './layout-table-props';
import classes from './LayoutTable.module.css';
import { rowOpening } from './row-opening';

export function RowCards<R>(props: LayoutTableProps<R>) {
  const { layout, rows, rowKey, rowName, rowHref, rowState, actions, status, busy, select } = props;
  const navigate = useNavigate();
  const details = layout.columns.filter((c) => c.onCard);
  if (status)
    return (
      <Text ta="center" c="dimmed" py="lg" role="status">
        {status}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={busy}>
      {rows.map((row, index) => {
        const href = rowHref?.(row, index);
        const state = rowState?.(row);
        const name = rowName(row);
        return (
          <Paper
            component="li"
            key={rowKey(row)}
            withBorder
            radius="md"
            p="sm"
            className={classes.row}
            data-selected={select?.selected(row) || undefined}
            {...props.rowData?.(row)}
            {...rowOpening(href, navigate, state)}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              {select && <Box pt={2}>{select.cell(row)}</Box>}
              <Box miw={0} style={{ flex: 1 }}>
                <Text fw={600} size="sm" truncate="end">
                  {href ? (
                    <Anchor component={Link} to={href} state={state} inherit c="inherit">
                      {name}
                    </Anchor>
                  ) : (
                    name
                  )}
                </Text>
                {details.map((column) => (
                  <Group key={column.id} gap={6} wrap="nowrap" mt={4} fz="sm">
                    <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {column.label}
                    </Text>
                    <Box miw={0} className={classes.cell}>
                      {column.cell(row)}
                    </Box>
                  </Group>
                ))}
              </Box>
              {actions && <Box style={{ flexShrink: 0 }}>{actions(row)}</Box>}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
