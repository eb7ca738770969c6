import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

import { DATE_INPUT_FORMAT } from '../format';

/**
 * One day picked in a form ('YYYY-MM-DD'): the product's week start, date format and calendar
 * icon, clearable, its calendar in a portal so a side panel or dialog does not clip it.
 */
export function DayPickerInput(props: DatePickerInputProps<'default'>) {
  return (
    <DatePickerInput
      clearable
      firstDayOfWeek={0}
      valueFormat={DATE_INPUT_FORMAT}
      leftSection={<IconCalendar size={16} />}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
