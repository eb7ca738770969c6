/**
 * The words a security event is shown in: what happened (one wording per kind, from contracts),
 * who (with what they were when not one of the company's people) and, for exports and imports,
 * the facts the detail holds. Pure, so each wording is tested without a screen.
 */
import { MESSAGES } from '@app/contracts';

import type { RouterOutputs } from '../../lib/api/types';

const t = MESSAGES.web.securityLog;

export type SecurityLogEvent = RouterOutputs['company']['securityLog']['list']['events'][number];
export type SecurityLogPerson = RouterOutputs['company']['securityLog']['people']['people'][number];

export const eventLabel = (event: Pick<SecurityLogEvent, 'type'>) => t.events[event.type] ?? event.type;

/** 'Ada Admin', or 'Root (Platform admin)' for someone who is not one of the company's people. */
export function personLabel(actor: { name: string; kind: keyof typeof t.kinds }): string {
  const kind = t.kinds[actor.kind];
  return kind ? `${actor.name} (${kind})` : actor.name;
}

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function exportDetail(detail: Record<string, unknown>): string | null {
  if (detail.archive === 'company') {
    const whose = typeof detail.companyId === 'number' ? `${t.archiveOf(detail.companyId)} · ` : '';
    if (detail.complete === false) return t.exportCut(`${whose}${t.archiveName}`);
    const counts = t.archiveCounts(numberOf(detail.tables), numberOf(detail.rows), numberOf(detail.files));
    return `${whose}${t.archiveName} · ${counts}`;
  }
  const list = t.lists[textOf(detail.list)] ?? textOf(detail.list);
  if (!list) return null;
  if (detail.complete === false) return t.exportCut(list);
  return t.exported(list, textOf(detail.format), numberOf(detail.rows));
}

function importDetail(type: SecurityLogEvent['type'], detail: Record<string, unknown>): string | null {
  const kind = t.importKinds[textOf(detail.kind)];
  if (!kind) return null;
  const started = t.imported(kind, textOf(detail.fileName), numberOf(detail.rows));
  if (type === 'import_started') return started;
  const counts = [detail.created, detail.updated, detail.skipped, detail.failed].map(numberOf) as [
    number,
    number,
    number,
    number,
  ];
  return `${started} · ${t.importResult(...counts)}`;
}

function apiKeyDetail(detail: Record<string, unknown>): string | null {
  const name = textOf(detail.name);
  if (!name) return null;
  const scopes = Array.isArray(detail.scopes) ? detail.scopes.filter((s) => typeof s === 'string').join(', ') : '';
  return t.apiKey(name, textOf(detail.prefix), scopes);
}

const API_KEY_EVENTS = new Set<string>(['api_key_created', 'api_key_updated', 'api_key_revoked']);

/** A second line for the event, or null when its kind and person say it all. */
export function eventDetail(event: Pick<SecurityLogEvent, 'type' | 'detail' | 'subject'>): string | null {
  const detail = event.detail ?? {};
  const facts =
    event.type === 'data_exported'
      ? exportDetail(detail)
      : event.type === 'import_started' || event.type === 'import_completed'
        ? importDetail(event.type, detail)
        : API_KEY_EVENTS.has(event.type)
          ? apiKeyDetail(detail)
          : null;
  const about = event.subject ? t.about(event.subject.name) : null;
  return [about, facts].filter(Boolean).join(' · ') || null;
}
