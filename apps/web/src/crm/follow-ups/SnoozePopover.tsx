import { Button, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

import { MESSAGES, type Snooze } from '@app/contracts';

const t = MESSAGES.crm.followUps;

// The dates library stays out of the dashboard's first load.
const SnoozeCalendar = lazy(() => import('./SnoozeCalendar'));

/**
 * Snooze: +1 day, +1 week, or a day picked on the calendar (today or later, on the company's
 * calendar). One popover rather than a menu and a second picker, so it works the same by touch.
 */
export function SnoozePopover({
  subject,
  today,
  disabled,
  onSnooze,
}: {
  subject: string;
  /** 'YYYY-MM-DD' on the company's calendar. */
  today: string;
  disabled: boolean;
  onSnooze: (choice: { snooze: Snooze } | { until: string }) => void;
}) {
  const [opened, setOpened] = useState(false);
  const choose = (choice: { snooze: Snooze } | { until: string }) => {
    setOpened(false);
    onSnooze(choice);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconClockPause size={14} />}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
          aria-label={t.snoozeAria(subject)}
        >
          {t.snooze}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Group gap="xs" grow>
            <Button size="xs" variant="light" onClick={() => choose({ snooze: 'day' })}>
              {t.snoozeDay}
            </Button>
            <Button size="xs" variant="light" onClick={() => choose({ snooze: 'week' })}>
              {t.snoozeWeek}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t.pickDate}
          </Text>
          <Suspense fallback={<Loader size="sm" />}>
            <SnoozeCalendar today={today} onPick={(day) => choose({ until: day })} />
          </Suspense>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
