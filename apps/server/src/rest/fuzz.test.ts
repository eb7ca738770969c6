/**
 * Generated requests for every REST operation in /api/openapi.json (new routes are picked up by
 * themselves): a fixed seed and a bounded count, so CI is repeatable. None may answer 5xx, show a
 * stack trace. `npm run bench:fuzz` runs the same loop long, with a random seed, and also fails an
 * answer slower than 2 s.
 */
import { describe, expect } from 'vitest';

import { issueTestToken, seedSuperAdmin } from '@app/api/testing';

import { fuzzIdentities } from '../testing/fuzz/identities';
import { runFuzz } from '../testing/fuzz/run';
import { restTest } from '../testing/rest-fixture';

const SEED = 20261123;
const COUNT = 4000;

const it = restTest();

describe('REST fuzzing', () => {
  it(`${COUNT} generated requests: no 5xx, no stack trace`, { timeout: 180_000 }, async ({ server }) => {
    const { failures, statuses } = await runFuzz({
      app: server.app,
      seed: SEED,
      count: COUNT,
      identities: fuzzIdentities(server.app, {
        addSuperAdmin: (email) => seedSuperAdmin(server.harness, email),
        issueToken: (subject) => issueTestToken(server.harness, subject),
      }),
    });
    expect(failures.slice(0, 5), JSON.stringify(failures.slice(0, 5), null, 1)).toEqual([]);
    // The generator must also get past validation and authorization, not only collect 400s.
    expect(statuses[200]! + (statuses[201] ?? 0)).toBeGreaterThan(COUNT / 20);
  });
});
