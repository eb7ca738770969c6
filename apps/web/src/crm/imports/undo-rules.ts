/**
 * Who may undo an import and until when, as the server decides it (packages/api crm/imports/revert):
 * the screen offers the action only where the request would be taken, and the server still says no
 * with its own message when the screen was out of date.
 */
import { IMPORT_LIMITS, MESSAGES } from '@app/contracts';

import { roleAllowed, TEAM_MANAGER_ROLES } from '../../company/access';
import { brandPageHref, enquiryPageHref, leadPageHref, meetingPageHref } from '../kit/record-links';

/** The parts of an import (crm.imports.get / history) these rules read. */
export interface UndoableImport {
  status: string;
  finishedAt: string | null;
  createdBy: string | null;
  revert: { status: string } | null;
}

const UNDOING = ['queued', 'running'];

export const isUndoing = (revert: { status: string } | null): boolean =>
  revert !== null && UNDOING.includes(revert.status);

/** The last moment a completed import can be undone; null for one that never can (not completed). */
export function undoDeadline(value: UndoableImport): Date | null {
  if (value.status !== 'completed' || !value.finishedAt) return null;
  return new Date(Date.parse(value.finishedAt) + IMPORT_LIMITS.revertWithinMs);
}

/**
 * Owners and admins, or whoever ran the import; once (an undo that failed may be asked again), and
 * only until the deadline.
 */
export function mayUndo(value: UndoableImport, user: { id: string; role: string }, now: Date): boolean {
  const deadline = undoDeadline(value);
  if (!deadline || now.getTime() > deadline.getTime()) return false;
  if (value.revert && value.revert.status !== 'failed') return false;
  return roleAllowed(user.role, TEAM_MANAGER_ROLES) || (value.createdBy !== null && value.createdBy === user.id);
}

/** A kept record's own page, by the import's kind; null for a kind without one. */
export function keptRecordHref(kind: string, id: string): string | null {
  switch (kind) {
    case 'lead':
      return leadPageHref(id);
    case 'brand':
      return brandPageHref(id);
    case 'meeting':
      return meetingPageHref(id);
    case 'enquiry':
      return enquiryPageHref(id);
    default:
      return null;
  }
}

/** A record an undo kept, as its summary lists it. */
export interface KeptRecord {
  id: string;
  /** Its name when the undo ran; undos made before names were kept have none. */
  label?: string;
}

/**
 * How a kept record is listed: by its name, else (an older undo) by the kind and the start of its
 * id, which its page, a click away, names in full.
 */
export function keptRecordName(kind: string, record: KeptRecord): string {
  if (record.label) return record.label;
  const records: Record<string, string> = MESSAGES.crm.imports.undo.record;
  return `${records[kind] ?? ''} ${record.id.slice(0, 8)}`.trim();
}
