/** The rules of a full-list save (docs/product/company-portal.md#validation), without a database. */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import type { AppError } from '../../core/errors';
import { COMPANY_LISTS, type ListRow } from './lists';
import { planListSave } from './plan';

const row = (id: string, name: string, isDefault = false): ListRow => ({
  id,
  name,
  isDefault,
  isActive: true,
  position: 0,
  createdAt: new Date(0),
});
const stored = [row('d1', 'Sales', true), row('c1', 'Research')];
const texts = COMPANY_LISTS.departments.texts;
const plan = (sent: { id?: string; name: string; isActive?: boolean }[]) =>
  planListSave(
    'departments',
    stored,
    sent.map((e) => ({ id: e.id, name: e.name, isActive: e.isActive ?? true })),
    texts,
  );
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as AppError).status, errors: (error as AppError).fieldErrors };
  }
  throw new Error('expected a refusal');
};

describe('planListSave', () => {
  it('keeps ids, adds new entries, deletes missing ones, positions in the order sent', () => {
    const result = plan([{ name: 'Legal' }, { id: 'd1', name: 'Sales', isActive: false }]);
    expect(result.added).toEqual([{ name: 'Legal', isActive: true, position: 0 }]);
    expect(result.kept).toEqual([{ id: 'd1', name: 'Sales', isActive: false, position: 1 }]);
    expect(result.removed.map((r) => r.id)).toEqual(['c1']);
  });

  it('notes renames, and ignores blank names (a new one is dropped, an existing one keeps its name)', () => {
    const result = plan([{ id: 'd1', name: 'Revenue' }, { id: 'c1', name: '' }, { name: '' }]);
    expect(result.kept).toEqual([
      { id: 'd1', name: 'Revenue', isActive: true, position: 0, renamedFrom: 'Sales' },
      { id: 'c1', name: 'Research', isActive: true, position: 1 },
    ]);
    expect(result.added).toEqual([]);
  });

  it('lets two entries swap names in one save', () => {
    expect(
      plan([
        { id: 'd1', name: 'Research' },
        { id: 'c1', name: 'Sales' },
      ]).kept,
    ).toHaveLength(2);
  });

  it('refuses duplicates ignoring case, naming the entry', () => {
    expect(
      refusal(() =>
        plan([
          { id: 'd1', name: 'Sales' },
          { id: 'c1', name: 'SALES' },
        ]),
      ),
    ).toEqual({
      status: 400,
      errors: [{ path: 'departments.1.name', msg: MESSAGES.companyLists.departments.duplicate }],
    });
  });

  it('refuses deleting a default entry', () => {
    expect(refusal(() => plan([{ id: 'c1', name: 'Research' }]))).toEqual({
      status: 400,
      errors: [{ path: 'departments', msg: MESSAGES.companyLists.departments.defaultDelete }],
    });
  });

  it('refuses an id that is not in the list, or one sent twice', () => {
    const unknown = { status: 400, errors: [{ path: 'departments.1.id', msg: MESSAGES.companyLists.unknownEntry }] };
    expect(
      refusal(() =>
        plan([
          { id: 'd1', name: 'Sales' },
          { id: 'x9', name: 'Other' },
        ]),
      ),
    ).toEqual(unknown);
    expect(
      refusal(() =>
        plan([
          { id: 'd1', name: 'Sales' },
          { id: 'd1', name: 'Again' },
        ]),
      ),
    ).toEqual(unknown);
  });
});
