/**
 * What is in the web build: per chunk, its gzip size and the packages (or app folders) its code
 * comes from (rollup's rendered bytes per module, before gzip). With a chunk name prefix as argument,
 * that chunk and every chunk it imports statically (what a route pulls in before it can run).
 *
 *   npx tsx bench/web/bundle-stats.ts [DashboardPage LeadsScreen ...]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The parts of vite's build output read here (vite is the web app's dependency, not bench's). */
interface Chunk {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}
type Build = (config: object) => Promise<{ output: (Chunk | { type: 'asset' })[] }>;

const WEB = new URL('../../apps/web/', import.meta.url).pathname;
const vitePath = createRequire(`${WEB}package.json`).resolve('vite');
const { build } = (await import(pathToFileURL(vitePath).href)) as { build: Build };
const outDir = mkdtempSync(join(tmpdir(), 'web-stats-'));

/** node_modules/@scope/name or node_modules/name, else the app folder (src/crm/...). */
function owner(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (match) return match[1]!;
  const app = /(apps\/web\/src|packages\/[^/]+\/src)\/(([^/]+\/)?[^/]+)/.exec(id);
  return app ? `${app[1]}/${app[2]}` : id;
}

const result = await build({ root: WEB, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
const chunks = result.output.filter((o): o is Chunk => o.type === 'chunk');
const gzipKb = (c: Chunk) => gzipSync(readFileSync(join(outDir, c.fileName)), { level: 9 }).length / 1024;

function describe(c: Chunk) {
  const byOwner = new Map<string, number>();
  for (const [id, m] of Object.entries(c.modules))
    byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + m.renderedLength);
  const top = [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`${c.fileName} ${gzipKb(c).toFixed(1)} KB gzip`);
  for (const [name, bytes] of top) console.log(`    ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`);
}

const wanted = process.argv.slice(2);
if (wanted.length === 0) {
  for (const c of chunks.sort((a, b) => gzipKb(b) - gzipKb(a)).slice(0, 25)) describe(c);
} else {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry)!;
  for (const name of wanted) {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    visit(entry.fileName);
    for (const c of chunks.filter((c) => c.name === name || c.fileName.includes(`/${name}-`))) visit(c.fileName);
    const list = [...seen].map((f) => byFile.get(f)!);
    const total = list.reduce((sum, c) => sum + gzipKb(c), 0);
    console.log(`\n== ${name}: ${list.length} chunks, ${total.toFixed(1)} KB gzip (static imports only)`);
    for (const c of list.sort((a, b) => gzipKb(b) - gzipKb(a))) describe(c);
  }
}
rmSync(outDir, { recursive: true, force: true });
