import { describe, expect, it } from 'vitest';

import { canCycle, findNeighbour, SCAN_PAGE_SIZE, wrapIndex, type FetchSlice } from './neighbours';

/** A fake companies list: ids in list order; records every page asked for. */
function fakeList(ids: number[]) {
  const calls: [number, number][] = [];
  const fetchSlice: FetchSlice = async (page, limit) => {
    calls.push([page, limit]);
    return { ids: ids.slice((page - 1) * limit, page * limit), total: ids.length };
  };
  return { fetchSlice, calls };
}

describe('wrapIndex', () => {
  it('steps forward and back inside the list', () => {
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(2, -1, 5)).toBe(1);
  });
  it('wraps around both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });
  it('stays put in a list of one', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });
});

describe('canCycle', () => {
  it('needs at least two companies', () => {
    expect(canCycle(undefined)).toBe(false);
    expect(canCycle(0)).toBe(false);
    expect(canCycle(1)).toBe(false);
    expect(canCycle(2)).toBe(true);
  });
});

describe('findNeighbour', () => {
  it('finds the next and previous company in list order', async () => {
    const { fetchSlice } = fakeList([30, 10, 20]);
    await expect(findNeighbour(fetchSlice, 10, 1)).resolves.toEqual({ id: 20, index: 2 });
    await expect(findNeighbour(fetchSlice, 10, -1)).resolves.toEqual({ id: 30, index: 0 });
  });

  it('wraps from the last to the first and back', async () => {
    const { fetchSlice } = fakeList([30, 10, 20]);
    await expect(findNeighbour(fetchSlice, 20, 1)).resolves.toEqual({ id: 30, index: 0 });
    await expect(findNeighbour(fetchSlice, 30, -1)).resolves.toEqual({ id: 20, index: 2 });
  });

  it('has no neighbour with one company or none', async () => {
    await expect(findNeighbour(fakeList([7]).fetchSlice, 7, 1)).resolves.toBeNull();
    await expect(findNeighbour(fakeList([]).fetchSlice, 7, 1)).resolves.toBeNull();
  });

  it('uses a correct position hint with single-row reads only', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const { fetchSlice, calls } = fakeList(ids);
    await expect(findNeighbour(fetchSlice, 251, 1, 250)).resolves.toEqual({ id: 252, index: 251 });
    expect(calls).toEqual([
      [251, 1],
      [252, 1],
    ]);
  });

  it('falls back to reading pages when the hint is stale, and stops at the page that holds the company', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const { fetchSlice, calls } = fakeList(ids);
    await expect(findNeighbour(fetchSlice, 150, -1, 3)).resolves.toEqual({ id: 149, index: 148 });
    expect(calls).toEqual([
      [4, 1],
      [1, SCAN_PAGE_SIZE],
      [2, SCAN_PAGE_SIZE],
    ]);
  });

  it('reads the neighbour across a page boundary and wraps past the last page', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => 1000 + i);
    const { fetchSlice } = fakeList(ids);
    await expect(findNeighbour(fetchSlice, 1099, 1)).resolves.toEqual({ id: 1100, index: 100 });
    await expect(findNeighbour(fetchSlice, 1149, 1)).resolves.toEqual({ id: 1000, index: 0 });
    await expect(findNeighbour(fetchSlice, 1000, -1)).resolves.toEqual({ id: 1149, index: 149 });
  });

  it('steps into the list from its ends when the company is not in it', async () => {
    const { fetchSlice } = fakeList([30, 10, 20]);
    await expect(findNeighbour(fetchSlice, 99, 1)).resolves.toEqual({ id: 30, index: 0 });
    await expect(findNeighbour(fetchSlice, 99, -1)).resolves.toEqual({ id: 20, index: 2 });
  });
});
