import { afterEach, describe, expect, it } from 'vitest';

import { databaseOutage } from './outage';

const failure = (httpStatus: number, appCode: string) =>
  Object.assign(new Error('x'), { data: { httpStatus, appCode } });

afterEach(() => databaseOutage.answered());

describe('databaseOutage', () => {
  it('is raised by a 503 DATABASE_UNAVAILABLE and cleared by the next answer, telling its listeners', () => {
    const seen: boolean[] = [];
    const stop = databaseOutage.subscribe(() => seen.push(databaseOutage.get()));
    databaseOutage.failed(failure(503, 'DATABASE_UNAVAILABLE'));
    expect(databaseOutage.get()).toBe(true);
    databaseOutage.answered();
    expect(databaseOutage.get()).toBe(false);
    stop();
    expect(seen).toEqual([true, false]);
  });

  it('ignores failures that are not a database outage', () => {
    databaseOutage.failed(failure(500, 'INTERNAL_ERROR'));
    databaseOutage.failed(failure(503, 'STORAGE_UNAVAILABLE'));
    databaseOutage.failed(new TypeError('Failed to fetch'));
    expect(databaseOutage.get()).toBe(false);
  });
});
