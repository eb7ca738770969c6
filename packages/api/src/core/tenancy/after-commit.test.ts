import { describe, expect, it } from 'vitest';

import { AfterCommit } from './after-commit';

describe('AfterCommit', () => {
  it('runs the tasks in order once asked, logging a failure and going on', async () => {
    const errors: unknown[] = [];
    const done: string[] = [];
    const after = new AfterCommit({ error: (message) => errors.push(message) });
    after.add(async () => {
      done.push('first');
    });
    after.add(() => Promise.reject(new Error('smtp down')));
    after.add(async () => {
      done.push('third');
    });
    expect(done).toEqual([]);
    await expect(after.run()).resolves.toBeUndefined();
    expect(done).toEqual(['first', 'third']);
    expect(errors).toEqual([{ reason: 'Error: smtp down' }]);
  });
});
