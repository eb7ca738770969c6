/** Every company or platform write either records its events or is named as changing nothing mirrored. */
import { describe, expect, it } from 'vitest';

import { appRouter } from '../../root';
import {
  PLATFORM_WRITES_WITH_EVENTS,
  PLATFORM_WRITES_WITHOUT_EVENTS,
  PROCEDURE_EVENTS,
  WRITES_WITHOUT_EVENTS,
} from './procedure-events';

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

describe('PROCEDURE_EVENTS', () => {
  const writesUnder = (...prefixes: string[]) =>
    Object.entries(procedures)
      .filter(([path, p]) => p._def.type === 'mutation' && prefixes.some((prefix) => path.startsWith(prefix)))
      .map(([path]) => path);
  const named = (list: readonly string[], path: string) => list.some((name) => path.startsWith(name));

  it('covers every company-host write', () => {
    const uncovered = writesUnder('crm.', 'company.', 'user.').filter(
      (path) => !PROCEDURE_EVENTS[path] && !named(WRITES_WITHOUT_EVENTS, path),
    );
    expect(uncovered).toEqual([]);
  });

  it('has every admin-host write say whether it records events', () => {
    const unnamed = writesUnder('platform.').filter(
      (path) => !named(PLATFORM_WRITES_WITH_EVENTS, path) && !named(PLATFORM_WRITES_WITHOUT_EVENTS, path),
    );
    expect(unnamed).toEqual([]);
  });

  it('names only procedures that exist', () => {
    const paths = Object.keys(procedures);
    const lists = [...WRITES_WITHOUT_EVENTS, ...PLATFORM_WRITES_WITH_EVENTS, ...PLATFORM_WRITES_WITHOUT_EVENTS];
    expect(Object.keys(PROCEDURE_EVENTS).filter((path) => !procedures[path])).toEqual([]);
    expect(lists.filter((name) => !paths.some((path) => path.startsWith(name)))).toEqual([]);
  });
});
