/**
 * Every suite `npm run test:citus` names still names test files: vitest reads each as a path
 * filter, and one left behind by a moved folder would drop its tests from the cluster run silently.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SUITES } from '../infra/citus/suites.mjs';

const ROOT = join(import.meta.dirname, '..');

function testFilesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return /\.(test|citus)\.ts$/.test(path) ? [path] : [];
  return readdirSync(full).flatMap((entry) => testFilesUnder(`${path}/${entry}`));
}

describe('the Citus suites', () => {
  it.for(SUITES)('%s names test files', (suite) => {
    expect(testFilesUnder(suite).length, suite).toBeGreaterThan(0);
  });
});
