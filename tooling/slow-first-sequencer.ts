import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that each take most of a minute (the REST fuzzing, backup and restore, the server's
 * start and stop). Started first, they run beside the many short files instead of ending the run
 * alone; the rest keep vitest's own order (longest known first). The server under load is not
 * among them: it times every answer, so it is better run beside short files than beside these.
 */
const SLOW_FILES = [
  'apps/server/src/rest/fuzz.test.ts',
  'apps/server/src/runtime/backup.test.ts',
  'apps/server/src/runtime/backup-s3.test.ts',
  'apps/server/src/runtime/lifecycle.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? SLOW_FILES.length : index;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
