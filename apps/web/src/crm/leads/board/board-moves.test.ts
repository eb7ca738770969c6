import { describe, expect, it } from 'vitest';

import type { LeadRow } from '../lead-row';
import { applyMoves, uniqueLeads, type BoardColumnView } from './board-moves';

const lead = (id: string, stage: string, estimatedValue: number | null) => ({ id, stage, estimatedValue }) as LeadRow;
const column = (stage: string, leads: LeadRow[], count = leads.length): BoardColumnView => ({
  stage,
  count,
  value: leads.reduce((sum, l) => sum + (l.estimatedValue ?? 0), 0),
  leads,
  hasMore: false,
});

describe('applyMoves', () => {
  const a = lead('a', 'New', 100);
  const b = lead('b', 'New', null);
  const columns = [column('New', [a, b], 5), column('Won', [])];

  it('shows a moving card in its new column with counts and totals following', () => {
    const [fresh, won] = applyMoves(columns, [{ lead: a, to: 'Won' }]);
    expect(fresh).toMatchObject({ count: 4, value: 0, leads: [b] });
    expect(won).toMatchObject({ count: 1, value: 100, leads: [{ id: 'a', stage: 'Won' }] });
  });

  it('changes nothing without moves, or for a move to the same stage', () => {
    expect(applyMoves(columns, [])).toBe(columns);
    expect(applyMoves(columns, [{ lead: b, to: 'New' }])).toBe(columns);
  });

  it('shows the card once even when the server already has it in the new column', () => {
    const refreshed = [column('New', [b], 4), column('Won', [{ ...a, stage: 'Won' }])];
    const [, won] = applyMoves(refreshed, [{ lead: a, to: 'Won' }]);
    expect(won!.leads.map((l) => l.id)).toEqual(['a']);
  });
});

describe('uniqueLeads', () => {
  it('keeps the first of each id across pages', () => {
    const x = lead('x', 'New', 1);
    expect(uniqueLeads([[x, lead('y', 'New', 1)], [x]]).map((l) => l.id)).toEqual(['x', 'y']);
  });
});
