import '@mantine/dates/styles.css';

import { DatePicker } from '@mantine/dates';

/** The snooze calendar: its own chunk, loaded when a snooze popover first opens. */
export default function SnoozeCalendar({ today, onPick }: { today: string; onPick: (day: string) => void }) {
  return <DatePicker minDate={today} onChange={(day) => day && onPick(day)} size="sm" />;
}
