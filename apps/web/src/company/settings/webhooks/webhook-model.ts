/**
 * Webhook endpoints on the screen: the events grouped by what they are about, the chips a row shows
 * of an endpoint's events, its state, and the form's values turned into the create and update calls.
 */
import {
  entityOfEvent,
  MESSAGES,
  RECORD_EVENT_ENTITIES,
  RECORD_EVENT_TYPES,
  type CreateWebhookInput,
  type RecordEventEntity,
  type RecordEventType,
  type UpdateWebhookInput,
} from '@app/contracts';

import type { RouterOutputs } from '../../../lib/api/types';

const t = MESSAGES.web.webhooks;

export type Webhook = RouterOutputs['company']['webhooks']['list']['webhooks'][number];

/** The record events of one entity, in the order the contracts list them. */
export interface EventGroup {
  entity: RecordEventEntity;
  label: string;
  events: readonly RecordEventType[];
}

export const EVENT_GROUPS: readonly EventGroup[] = RECORD_EVENT_ENTITIES.map((entity) => ({
  entity,
  label: t.groups[entity],
  events: RECORD_EVENT_TYPES.filter((type) => entityOfEvent(type) === entity),
}));

/** An event's name in words; one this screen does not know yet goes by its type. */
export const eventLabel = (type: string): string =>
  (t.events as Record<string, string | undefined>)[type] ?? (type === 'webhook.test' ? t.testEvent : type);

/** How much of `events` is chosen: a group's (or the overall) "select all" box is ticked, mixed or empty. */
export function selectionOf(chosen: readonly string[], events: readonly string[]): 'all' | 'some' | 'none' {
  const picked = events.filter((type) => chosen.includes(type)).length;
  if (picked === 0) return 'none';
  return picked === events.length ? 'all' : 'some';
}

/** `chosen` with `events` added or taken away, in the listed order whatever order they were ticked in. */
export function toggleEvents(chosen: readonly string[], events: readonly string[], on: boolean): RecordEventType[] {
  return RECORD_EVENT_TYPES.filter((type) => (events.includes(type) ? on : chosen.includes(type)));
}

/** One chip of a row's events: a single type, a whole entity ('lead.*'), or all of them. */
export interface EventChip {
  label: string;
  hint: string;
}

/**
 * The chips a row shows: every event is 'All events', a whole entity is one chip ('lead.*'), and
 * past `max` chips the rest hide behind '+N more'.
 */
export function eventChips(events: readonly string[], max = 4): { shown: EventChip[]; hidden: EventChip[] } {
  if (selectionOf(events, RECORD_EVENT_TYPES) === 'all')
    return { shown: [{ label: t.allEvents, hint: t.allEvents }], hidden: [] };
  const chips: EventChip[] = [];
  for (const group of EVENT_GROUPS) {
    if (selectionOf(events, group.events) === 'all')
      chips.push({ label: `${group.entity}.*`, hint: t.allOfGroup(group.label) });
    else
      for (const type of group.events) if (events.includes(type)) chips.push({ label: type, hint: eventLabel(type) });
  }
  const known = new Set<string>(RECORD_EVENT_TYPES);
  for (const type of events) if (!known.has(type)) chips.push({ label: type, hint: type });
  // '+1 more' takes the room of the chip it hides: then the chip itself shows.
  const cut = chips.length > max ? max - 1 : chips.length;
  return { shown: chips.slice(0, cut), hidden: chips.slice(cut) };
}

/**
 * What a row says of an endpoint: active; active but every delivery failing; turned off by hand;
 * or turned off by the server after a day of failures (it then has a reason).
 */
export type WebhookState = 'active' | 'failing' | 'off' | 'disabled';

export function webhookState(webhook: Pick<Webhook, 'isActive' | 'failingSince' | 'disabledReason'>): WebhookState {
  if (webhook.isActive) return webhook.failingSince ? 'failing' : 'active';
  return webhook.disabledReason ? 'disabled' : 'off';
}

export interface WebhookFormValues {
  url: string;
  events: string[];
  isActive: boolean;
}

export const emptyWebhookForm = (): WebhookFormValues => ({ url: '', events: [], isActive: true });

export const formOf = (webhook: Pick<Webhook, 'url' | 'events' | 'isActive'>): WebhookFormValues => ({
  url: webhook.url,
  events: [...webhook.events],
  isActive: webhook.isActive,
});

/** The create call's input: the URL as typed (the schema trims it), the events in the listed order. */
export function toCreateInput(values: WebhookFormValues): CreateWebhookInput {
  return { url: values.url, events: toggleEvents(values.events, [], false) };
}

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((type) => b.includes(type));

/** The update call's input: only what changed, so turning an endpoint on alone does not resend its URL. */
export function toUpdateInput(
  webhook: Pick<Webhook, 'id' | 'url' | 'events' | 'isActive'>,
  values: WebhookFormValues,
): UpdateWebhookInput {
  const next = toCreateInput(values);
  return {
    id: webhook.id,
    ...(next.url.trim() === webhook.url ? {} : { url: next.url }),
    ...(sameEvents(next.events, webhook.events) ? {} : { events: next.events }),
    ...(values.isActive === webhook.isActive ? {} : { isActive: values.isActive }),
  };
}

/** Where the server's field errors go: a message about one event lands under the event list. */
export const SERVER_FIELDS: Record<string, string> = Object.fromEntries(
  RECORD_EVENT_TYPES.map((_, index) => [`events.${index}`, 'events']),
);
