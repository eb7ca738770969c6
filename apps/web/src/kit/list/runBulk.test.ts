import { describe, expect, it } from 'vitest';

import { runBulk } from './runBulk';

describe('runBulk', () => {
  it('runs every item, reports progress and splits successes from failures in input order', async () => {
    const progress: [number, number][] = [];
    const result = await runBulk(
      [1, 2, 3, 4, 5],
      async (n) => {
        await new Promise((resolve) => setTimeout(resolve, (6 - n) * 2));
        if (n % 2 === 0) throw new Error(`no ${n}`);
        return n * 10;
      },
      (done, total) => progress.push([done, total]),
      { concurrency: 2 },
    );
    expect(result.succeeded).toEqual([1, 3, 5]);
    expect(result.results).toEqual([10, 30, 50]);
    expect(result.failed.map((f) => f.item)).toEqual([2, 4]);
    expect((result.failed[0]!.error as Error).message).toBe('no 2');
    expect(progress[0]).toEqual([0, 5]);
    expect(progress.at(-1)).toEqual([5, 5]);
    expect(progress).toHaveLength(6);
  });

  it('never runs more than `concurrency` at once', async () => {
    let running = 0;
    let peak = 0;
    await runBulk(
      Array.from({ length: 10 }, (_, i) => i),
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
      },
      undefined,
      { concurrency: 3 },
    );
    expect(peak).toBe(3);
  });

  it('handles an empty list', async () => {
    expect(await runBulk([], async () => 1)).toEqual({ succeeded: [], failed: [], results: [] });
  });
});
