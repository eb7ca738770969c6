/**
 * The columns side by side with drag and drop between them (dnd-kit, as the brand column reorder):
 * mouse, touch (after a short press, so a swipe still scrolls), or keyboard (Space on a card's grip,
 * Left/Right to pick a stage, Space to drop, Escape to cancel), with spoken announcements.
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Button, Group, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../../auth/session-context';
import type { LeadRow } from '../lead-row';
import type { BoardColumnView } from './board-moves';
import { BoardColumn, COLUMN_WIDTH } from './BoardColumn';
import { columnKeyboardCoordinates } from './column-keys';
import { companyToday } from './follow-up-due';
import { CARD_HEIGHT, CardFace } from './LeadCard';
import type { BoardQuery } from './useBoard';

const t = MESSAGES.web.crmBoard;
const a = t.announce;

/** The column under the pointer; for the keyboard (no pointer), the one the card overlaps. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

interface LeadsBoardProps {
  columns: BoardColumnView[];
  query: BoardQuery;
  avatarOf: (csPersonId: string | null) => string | null;
  onMove: (lead: LeadRow, stage: string) => void;
}

const leadOf = (data: { current?: Record<string, unknown> } | undefined) => data?.current?.lead as LeadRow | undefined;

export function LeadsBoard({ columns, query, avatarOf, onMove }: LeadsBoardProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      // Enter is left to the card's link (open the lead); Space picks up and drops.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const [active, setActive] = useState<LeadRow | null>(null);
  const today = companyToday(useCurrentUser());

  const onDragStart = ({ active: dragged }: DragStartEvent) => setActive(leadOf(dragged.data) ?? null);
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const lead = leadOf(dragged.data);
    const stage = over ? String(over.id) : null;
    if (lead && stage && stage !== lead.stage) onMove(lead, stage);
  };

  const client = (id: string | number) => columns.flatMap((c) => c.leads).find((l) => l.id === id)?.clientName ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active: d }) => a.pickedUp(client(d.id), leadOf(d.data)?.stage ?? ''),
    onDragOver: ({ active: d, over }) => (over ? a.over(client(d.id), String(over.id)) : undefined),
    onDragEnd: ({ active: d, over }) => (over ? a.dropped(client(d.id), String(over.id)) : a.cancelled(client(d.id))),
    onDragCancel: ({ active: d }) => a.cancelled(client(d.id)),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragHint } }}
    >
      <KeyboardHelp />
      <Group
        gap="sm"
        wrap="nowrap"
        align="stretch"
        data-board
        style={{ overflowX: 'auto', scrollSnapType: 'x mandatory', paddingBottom: 8 }}
      >
        {columns.map((column) => (
          <BoardColumn
            key={column.stage}
            column={column}
            query={query}
            avatarOf={avatarOf}
            today={today}
            onMove={onMove}
          />
        ))}
      </Group>
      <DragOverlay dropAnimation={null}>
        {active && (
          <div style={{ width: COLUMN_WIDTH - 20, height: CARD_HEIGHT }}>
            <CardFace lead={active} avatar={avatarOf(active.csPersonId)} today={today} onMove={onMove} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * How to move a card without a mouse, on demand: a small button opens the instructions (screen
 * readers hear them on every card anyway, from the drag-and-drop's own instructions).
 */
function KeyboardHelp() {
  const [open, setOpen] = useState(false);
  return (
    <Group gap="xs" mb="xs" align="flex-start" wrap="nowrap">
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconKeyboard size={14} />}
        aria-expanded={open}
        aria-controls="board-drag-hint"
        onClick={() => setOpen((was) => !was)}
      >
        {t.keyboardHelp}
      </Button>
      {open && (
        <Text id="board-drag-hint" size="xs" c="dimmed">
          {t.dragHint}
        </Text>
      )}
    </Group>
  );
}
