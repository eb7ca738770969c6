import '@mantine/dates/styles.css';

import { Button, Group, VisuallyHidden } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useId } from 'react';

import { MESSAGES, SECURITY_EVENT_TYPES } from '@app/contracts';

import { DeferredSelect } from '../list/DeferredSelect';
import { personLabel, type SecurityLogPerson } from './event-text';
import type { SecurityLogStateApi } from './useSecurityLogState';
import { DATE_INPUT_FORMAT } from '../format';

const t = MESSAGES.web.securityLog;

const TYPE_OPTIONS = SECURITY_EVENT_TYPES.map((type) => ({ value: type, label: t.events[type] }));

/** Person, event and dates, each cleared on its own or all together; a phone stacks them. */
export function SecurityLogFilters({
  list,
  people,
}: {
  list: SecurityLogStateApi;
  people: readonly SecurityLogPerson[];
}) {
  const { state } = list;
  const datesId = useId();
  const personOptions = people.map((p) => ({ value: p.id, label: personLabel(p) }));
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" role="search">
      <DeferredSelect
        aria-label={t.person}
        placeholder={t.allPeople}
        data={personOptions}
        value={state.actorId || null}
        onChange={(value) => list.setFilter('actorId', value ?? '')}
        clearable
        searchable
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <DeferredSelect
        aria-label={t.eventType}
        placeholder={t.allEvents}
        data={TYPE_OPTIONS}
        value={state.type || null}
        onChange={(value) => list.setFilter('type', value ?? '')}
        clearable
        searchable
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
      />
      {/* Named "Dates" and then what the button shows ("Any date" or the range), so the name holds the visible text. */}
      <VisuallyHidden id={`${datesId}-label`}>{t.dates}</VisuallyHidden>
      <DatePickerInput
        id={datesId}
        type="range"
        aria-labelledby={`${datesId}-label ${datesId}`}
        placeholder={t.anyDate}
        value={[state.from || null, state.to || null]}
        onChange={([from, to]) => list.setRange(from ?? '', to ?? '')}
        allowSingleDateInRange
        clearable
        firstDayOfWeek={0}
        valueFormat={DATE_INPUT_FORMAT}
        w={{ base: '100%', xs: 260 }}
      />
      {list.filtered && (
        <Button variant="default" onClick={list.clearFilters}>
          {t.clearFilters}
        </Button>
      )}
    </Group>
  );
}
