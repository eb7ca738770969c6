/**
 * The Timeline tab's grouping (docs/product/platform-admin.md#company-detail): events by calendar day in the viewer's time zone,
 * newest first as the server sends them; today's heading reads 'TODAY', others the long date.
 */
import { MESSAGES } from '@app/contracts';

import { formatLongDate } from '../../../kit/format';

export interface DatedEvent {
  createdAt?: string | null;
  timestamp?: string | null;
}

export interface DayGroup<E> {
  /** YYYY-MM-DD in the time zone used. */
  day: string;
  label: string;
  events: E[];
}

/** YYYY-MM-DD of an instant in a time zone (the browser's when undefined). */
export function dayKey(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export const eventDate = (event: DatedEvent): Date | undefined => {
  const raw = event.timestamp ?? event.createdAt;
  if (!raw) return undefined;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * Consecutive runs of the same day become one group, in the order given; an event without a
 * readable date joins the group before it (or opens an undated one), so nothing is dropped.
 */
export function groupByDay<E extends DatedEvent>(events: readonly E[], now: Date, timeZone?: string): DayGroup<E>[] {
  const today = dayKey(now, timeZone);
  const groups: DayGroup<E>[] = [];
  for (const event of events) {
    const date = eventDate(event);
    const day = date ? dayKey(date, timeZone) : (groups.at(-1)?.day ?? '');
    const last = groups.at(-1);
    if (last && last.day === day) {
      last.events.push(event);
      continue;
    }
    const label =
      day === ''
        ? MESSAGES.web.time.emptyDate
        : day === today
          ? MESSAGES.timeline.today
          : formatLongDate(date, timeZone);
    groups.push({ day, label, events: [event] });
  }
  return groups;
}
