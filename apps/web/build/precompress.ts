import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Build metadata (.vite/manifest.json) is the server's, never sent to a browser.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside one built file. */
export async function compressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is left out: the server then sends the plain file.
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
}

/**
 * Compresses the build once, at its highest levels, so the server sends each file as stored
 * (apps/server/src/http/spa.ts negotiates br, gzip or the plain file) and spends no CPU per request.
 * index.html is left out: the server sends it with each route's preloads written in.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const work: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES) work.push(compressFile(path));
      }
      await Promise.all(work);
    },
  };
}
