/** Every company write either records its events or is named as changing nothing mirrored. */
import { describe, expect, it } from 'vitest';

import { appRouter } from '../root';
import { PROCEDURE_EVENTS, WRITES_WITHOUT_EVENTS } from './procedure-events';

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

describe('PROCEDURE_EVENTS', () => {
  it('covers every company-host write', () => {
    const writes = Object.entries(procedures)
      .filter(([path, p]) => p._def.type === 'mutation' && (path.startsWith('crm.') || path.startsWith('company.')))
      .map(([path]) => path);
    const uncovered = writes.filter(
      (path) => !PROCEDURE_EVENTS[path] && !WRITES_WITHOUT_EVENTS.some((named) => path.startsWith(named)),
    );
    expect(uncovered).toEqual([]);
  });

  it('names only procedures that exist', () => {
    expect(Object.keys(PROCEDURE_EVENTS).filter((path) => !procedures[path])).toEqual([]);
  });
});
