/** Types of suites.mjs, for tooling/citus-suites.test.ts. */
export const SUITES: readonly string[];
