import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import type { CustomField } from '../useCustomFields';
import { isBuiltIn } from './column-form';
import type { PanelTexts } from './panel-texts';

const t = MESSAGES.web.crmColumns;

interface ColumnListProps {
  columns: readonly CustomField[];
  texts: Pick<PanelTexts, 'visible' | 'dragHint' | 'empty'>;
  /** A column write is on its way: toggles and drags wait for it (one write at a time). */
  busy: boolean;
  onMove: (id: string, overId: string) => void;
  onVisible: (column: CustomField, visible: boolean) => void;
  onEdit: (column: CustomField) => void;
  onDelete: (column: CustomField) => void;
}

function ColumnRow({
  column,
  busy,
  onVisible,
  onEdit,
  onDelete,
  texts,
}: Omit<ColumnListProps, 'columns' | 'onMove'> & { column: CustomField }) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: column.id,
    disabled: busy,
  });
  const builtIn = isBuiltIn(column);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      px="xs"
      py={6}
      data-column={column.name}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t.dragHandle(column.label)}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {column.label}
          </Text>
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t.types[column.type]}
            </Text>
            {column.isSystem && (
              <Badge size="xs" variant="light" color="gray">
                {t.system}
              </Badge>
            )}
            {column.isDefault && (
              <Badge size="xs" variant="light" color="gray">
                {t.default}
              </Badge>
            )}
            {column.isRequired && (
              <Badge size="xs" variant="light">
                {t.required}
              </Badge>
            )}
          </Group>
        </Stack>
        <Switch
          aria-label={texts.visible(column.label)}
          checked={column.isVisible}
          disabled={busy}
          onChange={(event) => onVisible(column, event.currentTarget.checked)}
        />
        <Tooltip label={t.edit(column.label)}>
          <ActionIcon variant="subtle" aria-label={t.edit(column.label)} onClick={() => onEdit(column)}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        {!builtIn && (
          <Tooltip label={t.delete(column.label)}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t.delete(column.label)}
              onClick={() => onDelete(column)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The columns with drag-to-reorder (mouse, touch, or keyboard: Space on the handle, arrows, Space),
 * a visibility switch, edit, and delete for the company's own columns only (built-in ones hide).
 */
export function ColumnList({ columns, onMove, ...row }: ColumnListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  // Screen readers hear the columns' labels, not their ids.
  const label = (id: UniqueIdentifier | undefined) => columns.find((c) => c.id === id)?.label ?? '';
  const a = t.announce;
  const announcements: Announcements = {
    onDragStart: ({ active }) => a.pickedUp(label(active.id)),
    onDragOver: ({ active, over }) => (over ? a.over(label(active.id), label(over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? a.dropped(label(active.id), label(over.id)) : a.cancelled(label(active.id)),
    onDragCancel: ({ active }) => a.cancelled(label(active.id)),
  };
  const { dragHint, empty } = row.texts;
  if (columns.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: dragHint } }}
    >
      <SortableContext items={columns.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} role="list" aria-describedby="columns-drag-hint">
          <Text id="columns-drag-hint" size="xs" c="dimmed">
            {dragHint}
          </Text>
          {columns.map((column) => (
            <div role="listitem" key={column.id}>
              <ColumnRow column={column} {...row} />
            </div>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
