import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { formatDate, formatDateTime } from '../../../kit/format/dates';
import { eventChips, webhookState, type Webhook, type WebhookState } from './webhook-model';

const t = MESSAGES.web.webhooks;

const chip = (label: string) => (
  <Badge variant="light" radius="sm" tt="none" ff="monospace" fw={500}>
    {label}
  </Badge>
);

/**
 * An endpoint's events as chips: a whole entity as one ('lead.*'), every event as 'All events',
 * and beyond a few, '+N more', which lists the rest on hover or focus.
 */
export function EventChips({ events }: { events: readonly string[] }) {
  const { shown, hidden } = eventChips(events);
  return (
    <Group gap={4}>
      {shown.map((each) => (
        <Tooltip key={each.label} label={each.hint} withArrow>
          {chip(each.label)}
        </Tooltip>
      ))}
      {hidden.length > 0 && (
        <Tooltip label={hidden.map((each) => each.label).join(', ')} withArrow multiline maw={280}>
          <Badge
            variant="outline"
            color="gray"
            radius="sm"
            tt="none"
            fw={500}
            tabIndex={0}
            aria-label={`${t.moreEvents(hidden.length)}: ${hidden.map((each) => each.label).join(', ')}`}
          >
            {t.moreEvents(hidden.length)}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

const BADGES: Record<WebhookState, { color: string; label: string }> = {
  active: { color: 'green', label: t.status.active },
  failing: { color: 'orange', label: t.status.failing },
  off: { color: 'gray', label: t.status.off },
  disabled: { color: 'red', label: t.status.disabled },
};

/** Why the endpoint is in that state, when it is not simply active. */
function stateReason(webhook: Webhook, state: WebhookState): string | null {
  if (state === 'failing') return t.failingSince(formatDateTime(webhook.failingSince));
  if (state === 'disabled') return t.disabledBecause(formatDate(webhook.disabledAt), webhook.disabledReason ?? '');
  if (state === 'off') return t.offByHand;
  return null;
}

/** Active, failing, off, or turned off by the server, with why underneath. */
export function WebhookStatus({ webhook }: { webhook: Webhook }) {
  const state = webhookState(webhook);
  const reason = stateReason(webhook, state);
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={BADGES[state].color} variant="light" size="sm">
        {BADGES[state].label}
      </Badge>
      {reason && (
        <Text size="xs" c={state === 'disabled' ? 'red' : 'dimmed'} maw={230}>
          {reason}
        </Text>
      )}
    </Stack>
  );
}
