import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';

import { codeSplitting } from '../../build/chunk-groups';

/** A module graph as rolldown describes it: each module's static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>): ChunkingContext {
  const importers = (id: string, kind: 'imports' | 'dynamic') =>
    Object.keys(modules).filter((other) => modules[other]![kind]?.includes(id));
  return {
    getModuleInfo: (id: string) =>
      modules[id]
        ? ({
            id,
            isEntry: modules[id].entry === true,
            importedIds: modules[id].imports ?? [],
            importers: importers(id, 'imports'),
            dynamicImporters: importers(id, 'dynamic'),
          } as unknown as ReturnType<ChunkingContext['getModuleInfo']>)
        : null,
  };
}

const app = {
  'index.html': { entry: true, imports: ['main.tsx'] },
  'main.tsx': { imports: ['App.tsx', 'start.ts'] },
  'App.tsx': { imports: ['lib/index.js'], dynamic: ['LeadsScreen.tsx'] },
  'start.ts': { imports: ['leads-query.ts'] },
  'leads-query.ts': {},
  'lib/index.js': { imports: ['lib/Button.js', 'lib/Table.js'] },
  'lib/Button.js': {},
  'lib/Table.js': {},
  'LeadsScreen.tsx': { imports: ['lib/index.js', 'LeadRow.tsx'] },
  'LeadRow.tsx': {},
};

describe('the build’s chunk groups', () => {
  it('puts what the entry imports statically in one `app` chunk, the page’s script and the screens left out', () => {
    const [icons, first] = codeSplitting().groups;
    const ctx = graph(app);
    const name = first!.name as (id: string, ctx: ChunkingContext) => string | null;
    const named = Object.fromEntries(Object.keys(app).map((id) => [id, name(id, ctx)]));
    expect(named).toEqual({
      'index.html': null,
      'main.tsx': null,
      'App.tsx': 'app',
      'start.ts': 'app',
      'leads-query.ts': 'app',
      'lib/index.js': 'app',
      'lib/Button.js': 'app',
      'lib/Table.js': 'app',
      'LeadsScreen.tsx': null,
      'LeadRow.tsx': null,
    });
    expect((icons!.test as RegExp).test('/node_modules/@tabler/icons-react/dist/esm/icons/IconPlus.mjs')).toBe(true);
  });

  it('finds the entry from any module, also one only a screen imports', () => {
    const name = codeSplitting().groups[1]!.name as (id: string, ctx: ChunkingContext) => string | null;
    expect(name('LeadRow.tsx', graph(app))).toBeNull();
  });
});
