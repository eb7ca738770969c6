import { describe, expect, it } from 'vitest';

import { applyLogChange, isLogFiltered, logQueryOf, parseLogState, writeLogState, type LogState } from './log-state';

const PERSON = '0b6a8f3e-54a1-4f7b-9c2d-1e2f3a4b5c6d';
const base: LogState = { page: 1, limit: 20, actorId: '', type: '', from: '', to: '' };

describe('parseLogState', () => {
  it('gives page 1 of 20 and no filters for an empty query', () => {
    expect(parseLogState(new URLSearchParams())).toEqual(base);
  });

  it('reads every key, under a prefix when given', () => {
    const plain = new URLSearchParams(
      `page=2&limit=50&person=${PERSON}&type=data_exported&from=2025-03-01&to=2025-03-31`,
    );
    expect(parseLogState(plain)).toEqual({
      page: 2,
      limit: 50,
      actorId: PERSON,
      type: 'data_exported',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    const prefixed = new URLSearchParams(`sPage=3&sType=import_started&page=9&uSearch=x`);
    expect(parseLogState(prefixed, 's')).toEqual({ ...base, page: 3, type: 'import_started' });
  });

  it('drops what is not well formed and puts a backwards range the right way round', () => {
    const params = new URLSearchParams('person=bob&type=nap&from=2025-02-30x&to=yesterday&limit=7');
    expect(parseLogState(params)).toEqual(base);
    expect(parseLogState(new URLSearchParams('from=2025-03-31&to=2025-03-01'))).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });
});

describe('writeLogState', () => {
  it('leaves defaults and empty filters out, and keeps other keys', () => {
    const next = writeLogState(new URLSearchParams('tab=security&uPage=2'), {
      ...base,
      type: 'data_exported',
      page: 2,
    });
    expect(next.toString()).toBe('tab=security&uPage=2&page=2&type=data_exported');
    const cleared = writeLogState(next, base);
    expect(cleared.toString()).toBe('tab=security&uPage=2');
  });

  it('round-trips through parseLogState under a prefix', () => {
    const state: LogState = {
      page: 4,
      limit: 100,
      actorId: PERSON,
      type: 'signed_out_everywhere',
      from: '2025-01-01',
      to: '2025-01-02',
    };
    expect(parseLogState(writeLogState(new URLSearchParams(), state, 's'), 's')).toEqual(state);
  });
});

describe('applyLogChange and logQueryOf', () => {
  it('goes back to page 1 when a filter or the page size changes, not when the page does', () => {
    const on3 = { ...base, page: 3 };
    expect(applyLogChange(on3, { type: 'data_exported' }).page).toBe(1);
    expect(applyLogChange(on3, { limit: 50 }).page).toBe(1);
    expect(applyLogChange(on3, { page: 4 }).page).toBe(4);
    expect(applyLogChange(on3, { type: '' }).page).toBe(3);
  });

  it('sends only the filters that are set', () => {
    expect(logQueryOf(base)).toEqual({ page: 1, limit: 20 });
    expect(logQueryOf({ ...base, actorId: PERSON, to: '2025-03-02' })).toEqual({
      page: 1,
      limit: 20,
      actorId: PERSON,
      to: '2025-03-02',
    });
    expect(isLogFiltered(base)).toBe(false);
    expect(isLogFiltered({ ...base, from: '2025-03-01' })).toBe(true);
  });
});
