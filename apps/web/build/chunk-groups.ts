/**
 * How the build cuts the app into files (rolldown's codeSplitting groups), decision 0029.
 *
 * Left to itself, rolldown gives every set of screens sharing a module a chunk of its own: the first
 * script came as 19 files and a screen as 60 to 90, most under 2 KB, over HTTP/1.1's six connections
 * per host. Two groups instead:
 *  - `app`: everything the entry imports statically, which the first script needs anyway, in one
 *    file (the entry's own module stays the entry chunk, so the manifest keeps its index.html
 *    entry). Rollup does this by itself; rolldown does not yet when the entry is an HTML page's
 *    script (rolldown/rolldown#10731, #9963). The group also takes the parts of libraries that only
 *    the screens use but that a library's index, which the entry imports, reaches (Mantine's
 *    components, zod's): the first script is 250 KB brotli instead of 157, in 4 files instead of
 *    19, and a screen loads 17-36 files instead of 57-92, with about the same bytes in all.
 *    Measured against narrower groups (app code and React only; without Mantine; stopping at
 *    library indexes), which gave more files and slower screens (decision 0029).
 *  - `icons`: the icons, 34 files of 150-700 bytes, together 2.4 KB gzip.
 * A screen keeps its own chunk (route-manifest.ts fails the build otherwise).
 */
import type { ChunkingContext } from 'rolldown';

/** The entry module, found by walking up from any module through its importers. */
function entryOf(ctx: ChunkingContext, from: string): string {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (info?.isEntry) return id;
    queue.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
  }
  throw new Error(`chunk-groups: no entry imports ${from}`);
}

/** The modules the entry's own scripts import statically, directly or not (not the scripts themselves). */
function staticImportsOf(ctx: ChunkingContext, entry: string): Set<string> {
  const scripts = ctx.getModuleInfo(entry)?.importedIds ?? [];
  const seen = new Set<string>([entry, ...scripts]);
  const stack = scripts.flatMap((script) => ctx.getModuleInfo(script)?.importedIds ?? []);
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  seen.delete(entry);
  for (const script of scripts) seen.delete(script);
  return seen;
}

/** A new grouping per build (the dev server and tests may build more than once). */
export function codeSplitting() {
  let entryImports: Set<string> | undefined;
  return {
    groups: [
      { name: 'icons', test: /@tabler[\\/]icons-react/, priority: 2 },
      {
        name: (id: string, ctx: ChunkingContext) => {
          entryImports ??= staticImportsOf(ctx, entryOf(ctx, id));
          return entryImports.has(id) ? 'app' : null;
        },
        priority: 1,
      },
    ],
  };
}
