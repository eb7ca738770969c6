import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { bulkOutcome } from './bulk';

const m = MESSAGES.crm.brands;
const names: Record<string, string> = { a: 'Acme', b: 'Beta' };
const nameOf = (id: string) => names[id] ?? id;

describe('bulk outcome wording on Brands', () => {
  it('uses the success texts when every brand changed', () => {
    const answer = {
      results: [
        { id: 'a', ok: true },
        { id: 'b', ok: true },
      ],
      counts: { succeeded: 2, failed: 0 },
    };
    expect(bulkOutcome('changeOwner', answer, nameOf).message).toBe('Successfully updated owner for 2 brand(s)');
    expect(bulkOutcome('delete', answer, nameOf).message).toBe('Successfully deleted 2 brand(s)');
    expect(bulkOutcome('updateField', answer, nameOf, 'Tier')).toEqual({
      kind: 'success',
      message: 'Successfully updated Tier for 2 brand(s)',
      details: [],
    });
  });

  it('reports partial failures with counts and the reason per brand', () => {
    const answer = {
      results: [
        { id: 'a', ok: true },
        { id: 'b', ok: false, message: m.hasLeads(1) },
      ],
      counts: { succeeded: 1, failed: 1 },
    };
    expect(bulkOutcome('delete', answer, nameOf)).toEqual({
      kind: 'partial',
      message: m.bulkPartial(1, 2),
      details: [`Beta: ${m.hasLeads(1)}`],
    });
  });

  it('uses the failure text when nothing changed', () => {
    const answer = { results: [{ id: 'b', ok: false }], counts: { succeeded: 0, failed: 1 } };
    const outcome = bulkOutcome('updateField', answer, nameOf, 'Tier');
    expect(outcome.kind).toBe('failure');
    expect(outcome.message).toBe(m.bulkFieldFailed);
    expect(outcome.details).toEqual([`Beta: ${m.bulkItemFailed}`]);
  });
});
