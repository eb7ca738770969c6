import { describe, expect, it } from 'vitest';

import { IMPORT_LIMITS, MESSAGES } from '@app/contracts';

import { isUndoing, keptRecordHref, keptRecordName, mayUndo, undoDeadline, type UndoableImport } from './undo-rules';

const u = MESSAGES.crm.imports.undo;
const FINISHED = '2026-03-01T10:00:00.000Z';
const finished = Date.parse(FINISHED);
const completed: UndoableImport = { status: 'completed', finishedAt: FINISHED, createdBy: 'runner', revert: null };
const at = (ms: number) => new Date(finished + ms);
const owner = { id: 'someone', role: 'owner' };
const admin = { id: 'someone', role: 'admin' };
const runner = { id: 'runner', role: 'team_member' };
const other = { id: 'other', role: 'team_member' };

describe('who may undo an import, and until when', () => {
  it('owners, admins and whoever ran it; no other member', () => {
    const now = at(60_000);
    expect(mayUndo(completed, owner, now)).toBe(true);
    expect(mayUndo(completed, admin, now)).toBe(true);
    expect(mayUndo(completed, runner, now)).toBe(true);
    expect(mayUndo(completed, other, now)).toBe(false);
    // An import run through an API key has no person: only managers may undo it.
    expect(mayUndo({ ...completed, createdBy: null }, other, now)).toBe(false);
  });

  it('until the end of the window after the import finished, not a moment later', () => {
    expect(undoDeadline(completed)).toEqual(at(IMPORT_LIMITS.revertWithinMs));
    expect(mayUndo(completed, owner, at(IMPORT_LIMITS.revertWithinMs))).toBe(true);
    expect(mayUndo(completed, owner, at(IMPORT_LIMITS.revertWithinMs + 1))).toBe(false);
  });

  it('only a completed import, once; a failed undo may be asked again', () => {
    const now = at(1000);
    for (const status of ['failed', 'cancelled', 'running', 'uploaded']) {
      expect(undoDeadline({ ...completed, status })).toBeNull();
      expect(mayUndo({ ...completed, status }, owner, now)).toBe(false);
    }
    expect(mayUndo({ ...completed, finishedAt: null }, owner, now)).toBe(false);
    for (const status of ['queued', 'running', 'completed']) {
      expect(mayUndo({ ...completed, revert: { status } }, owner, now)).toBe(false);
    }
    expect(mayUndo({ ...completed, revert: { status: 'failed' } }, runner, now)).toBe(true);
  });

  it('an undo queued or running is in progress; one done or failed is not', () => {
    expect(isUndoing(null)).toBe(false);
    expect(isUndoing({ status: 'queued' })).toBe(true);
    expect(isUndoing({ status: 'running' })).toBe(true);
    expect(isUndoing({ status: 'completed' })).toBe(false);
    expect(isUndoing({ status: 'failed' })).toBe(false);
  });
});

describe("the undo's summary", () => {
  it('counts what was deleted and restored, and what was kept', () => {
    expect(u.summary(120, 8, 2)).toBe('Undone: 120 deleted, 8 restored, 2 kept because they changed since');
    expect(u.summary(1, 0, 1)).toBe('Undone: 1 deleted, 0 restored, 1 kept because it changed since');
    expect(u.summary(3, 0, 0)).toBe('Undone: 3 deleted, 0 restored');
  });

  it("links a kept record to its own page by the import's kind", () => {
    expect(keptRecordHref('lead', 'a1')).toBe('/crm/leads/a1');
    expect(keptRecordHref('brand', 'b2')).toBe('/crm/brands/b2');
    expect(keptRecordHref('meeting', 'm3')).toBe('/crm/meetings/m3');
    expect(keptRecordHref('enquiry', 'e4')).toBe('/crm/enquiries/e4');
    expect(keptRecordHref('other', 'x')).toBeNull();
  });

  it('names a kept record by the name it had when undone, by its kind and id where none was kept', () => {
    const id = '0f9a4c2e-1111-4111-8111-111111111111';
    expect(keptRecordName('lead', { id, label: 'Asha Rao' })).toBe('Asha Rao');
    expect(keptRecordName('enquiry', { id, label: 'Website revamp' })).toBe('Website revamp');
    expect(keptRecordName('lead', { id })).toBe(`${u.record.lead} 0f9a4c2e`);
    expect(keptRecordName('brand', { id, label: '' })).toBe(`${u.record.brand} 0f9a4c2e`);
  });
});
