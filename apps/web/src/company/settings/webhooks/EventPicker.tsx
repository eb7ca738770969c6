import { Checkbox, Code, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';

import { MESSAGES, RECORD_EVENT_TYPES } from '@app/contracts';

import { EVENT_GROUPS, eventLabel, selectionOf, toggleEvents, type EventGroup } from './webhook-model';

const t = MESSAGES.web.webhooks;
const f = t.form;

const countOf = (value: readonly string[]) => RECORD_EVENT_TYPES.filter((type) => value.includes(type)).length;

interface EventPickerProps {
  value: readonly string[];
  onChange: (events: string[]) => void;
  error: string | undefined;
  disabled: boolean;
}

/** A box that ticks (or clears) every event it stands for, mixed while only some are ticked. */
function SelectAll({
  label,
  events,
  bold,
  ...picker
}: { label: string; events: readonly string[]; bold?: boolean } & Omit<EventPickerProps, 'error'>) {
  const state = selectionOf(picker.value, events);
  return (
    <Checkbox
      label={label}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={picker.disabled}
      onChange={(event) => picker.onChange(toggleEvents(picker.value, events, event.currentTarget.checked))}
      styles={bold ? { label: { fontWeight: 600 } } : undefined}
    />
  );
}

function GroupBox({ group, ...picker }: { group: EventGroup } & Omit<EventPickerProps, 'error'>) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={group.label}>
      <SelectAll label={group.label} events={group.events} bold {...picker} />
      <Stack gap={8} mt="xs" pl="lg">
        {group.events.map((type) => (
          <Checkbox
            key={type}
            size="sm"
            label={
              <Group component="span" gap={6} wrap="wrap">
                {eventLabel(type)}
                <Code fz="xs">{type}</Code>
              </Group>
            }
            checked={picker.value.includes(type)}
            disabled={picker.disabled}
            onChange={(event) => picker.onChange(toggleEvents(picker.value, [type], event.currentTarget.checked))}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The events an endpoint hears about, grouped by what they concern (leads, meetings, ...), each
 * group with a box that ticks all of it, and one for every event at the top.
 */
export function EventPicker({ value, onChange, error, disabled }: EventPickerProps) {
  const id = useId();
  const picker = { value, onChange, disabled };
  return (
    <Input.Wrapper id={id} label={f.events} labelElement="div" description={f.eventsHint} error={error} withAsterisk>
      <Stack
        gap="sm"
        mt="xs"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-description ${id}-error` : `${id}-description`}
      >
        <Group justify="space-between" gap="xs">
          <SelectAll label={t.allEvents} events={RECORD_EVENT_TYPES} bold {...picker} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {f.selected(countOf(value), RECORD_EVENT_TYPES.length)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {EVENT_GROUPS.map((group) => (
            <GroupBox key={group.entity} group={group} {...picker} />
          ))}
        </SimpleGrid>
      </Stack>
    </Input.Wrapper>
  );
}
