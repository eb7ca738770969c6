import { describe, expect, it } from 'vitest';

import { createWebhookInput, MESSAGES, RECORD_EVENT_TYPES } from '@app/contracts';

import { zodFieldErrors } from '../../../kit/forms/zod-errors';
import {
  EVENT_GROUPS,
  emptyWebhookForm,
  eventChips,
  eventLabel,
  formOf,
  selectionOf,
  SERVER_FIELDS,
  toCreateInput,
  toggleEvents,
  toUpdateInput,
  webhookState,
} from './webhook-model';

const t = MESSAGES.web.webhooks;
const webhook = {
  id: 'w1',
  url: 'https://example.com/hooks',
  events: ['lead.created', 'lead.deleted'],
  isActive: true,
};

describe('the event groups', () => {
  it('hold every record event once, under its entity, in the listed order', () => {
    expect(EVENT_GROUPS.map((group) => group.entity)).toEqual([
      'lead',
      'meeting',
      'enquiry',
      'brand',
      'member',
      'import',
    ]);
    expect(EVENT_GROUPS.flatMap((group) => group.events)).toEqual(RECORD_EVENT_TYPES);
    expect(EVENT_GROUPS[0]!.label).toBe(t.groups.lead);
  });

  it('name events in words, the test event too, and an unknown one by its type', () => {
    expect(eventLabel('lead.stage_changed')).toBe(t.events['lead.stage_changed']);
    expect(eventLabel('webhook.test')).toBe(t.testEvent);
    expect(eventLabel('invoice.paid')).toBe('invoice.paid');
  });
});

describe('choosing events', () => {
  const leads = EVENT_GROUPS[0]!.events;

  it('tells whether all, some or none of a group is chosen', () => {
    expect(selectionOf([], leads)).toBe('none');
    expect(selectionOf(['lead.created', 'brand.created'], leads)).toBe('some');
    expect(selectionOf([...leads, 'brand.created'], leads)).toBe('all');
  });

  it('adds or takes away a group, keeping the listed order', () => {
    expect(toggleEvents(['member.created', 'lead.updated'], leads, true)).toEqual([...leads, 'member.created']);
    expect(toggleEvents([...leads, 'member.created'], leads, false)).toEqual(['member.created']);
    expect(toggleEvents(['lead.updated'], RECORD_EVENT_TYPES, true)).toEqual(RECORD_EVENT_TYPES);
    expect(toggleEvents(RECORD_EVENT_TYPES, RECORD_EVENT_TYPES, false)).toEqual([]);
  });
});

describe('the chips of a row', () => {
  it('say "All events" for every event, and one chip per whole entity', () => {
    expect(eventChips(RECORD_EVENT_TYPES)).toEqual({ shown: [{ label: t.allEvents, hint: t.allEvents }], hidden: [] });
    const { shown } = eventChips(['meeting.created', 'meeting.updated', 'meeting.deleted', 'lead.created']);
    expect(shown).toEqual([
      { label: 'lead.created', hint: t.events['lead.created'] },
      { label: 'meeting.*', hint: t.allOfGroup(t.groups.meeting) },
    ]);
  });

  it('hide what goes past the limit behind one chip, never hiding a single one', () => {
    const five = ['lead.created', 'lead.updated', 'brand.created', 'enquiry.created', 'member.removed'];
    expect(eventChips(five, 5).hidden).toEqual([]);
    const { shown, hidden } = eventChips(five, 4);
    expect(shown.map((chip) => chip.label)).toEqual(['lead.created', 'lead.updated', 'enquiry.created']);
    expect(hidden.map((chip) => chip.label)).toEqual(['brand.created', 'member.removed']);
  });
});

describe('an endpoint state', () => {
  it('is active, failing, off by hand, or turned off by the server with a reason', () => {
    const base = { isActive: true, failingSince: null, disabledReason: null };
    expect(webhookState(base)).toBe('active');
    expect(webhookState({ ...base, failingSince: '2026-03-01T10:00:00.000Z' })).toBe('failing');
    expect(webhookState({ ...base, isActive: false })).toBe('off');
    expect(webhookState({ ...base, isActive: false, disabledReason: 'Every delivery failed' })).toBe('disabled');
  });
});

describe('the form', () => {
  it('validates with the server schema: a URL and at least one event', () => {
    expect(zodFieldErrors(createWebhookInput, toCreateInput(emptyWebhookForm()), SERVER_FIELDS)).toEqual({
      url: MESSAGES.webhooks.urlRequired,
      events: MESSAGES.webhooks.eventsRequired,
    });
    const bad = { url: 'https://user:pw@example.com', events: ['lead.created'], isActive: true };
    expect(zodFieldErrors(createWebhookInput, toCreateInput(bad), SERVER_FIELDS)).toEqual({
      url: MESSAGES.webhooks.urlCredentials,
    });
  });

  it('sends the events in the listed order, and an unknown event not at all', () => {
    const input = toCreateInput({
      url: 'https://a.example',
      events: ['brand.created', 'x.y', 'lead.created'],
      isActive: true,
    });
    expect(input).toEqual({ url: 'https://a.example', events: ['lead.created', 'brand.created'] });
  });

  it('puts an error about one event under the event list', () => {
    expect(SERVER_FIELDS['events.3']).toBe('events');
  });

  it('sends only what changed when an endpoint is edited', () => {
    expect(toUpdateInput(webhook, formOf(webhook))).toEqual({ id: 'w1' });
    expect(toUpdateInput(webhook, { ...formOf(webhook), url: ' https://example.com/hooks ' })).toEqual({ id: 'w1' });
    expect(toUpdateInput(webhook, { ...formOf(webhook), events: ['lead.deleted', 'lead.created'] })).toEqual({
      id: 'w1',
    });
    expect(
      toUpdateInput(webhook, { url: 'https://example.com/v2', events: ['brand.created'], isActive: false }),
    ).toEqual({ id: 'w1', url: 'https://example.com/v2', events: ['brand.created'], isActive: false });
  });
});
