/**
 * A hit's second line as the spotlight shows it. A meeting's ends with its time as the server
 * writes it for every company alike ('2026-12-11 09:00', UTC): shown in the product's date-time
 * format, on the company's clock, like everywhere else. The records remembered in this browser
 * keep the server's line, so they are shown the same way.
 */
import type { SearchHit } from '@app/contracts';

import { formatDateTime } from '../../kit/format/dates';

const SERVER_TIME = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

export function hitDetail(hit: Pick<SearchHit, 'kind' | 'detail'>, timeZone: string | undefined): string | undefined {
  if (!hit.detail) return undefined;
  if (hit.kind !== 'meetings') return hit.detail;
  return hit.detail.replace(SERVER_TIME, (_, day: string, time: string) =>
    formatDateTime(`${day}T${time}:00Z`, timeZone ?? 'UTC'),
  );
}
