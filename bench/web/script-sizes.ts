import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import type { Page } from '@playwright/test';

const DIST = new URL('../../apps/web/dist/', import.meta.url).pathname;

/** Records every script the page loads from our own build; gzip sizes are computed from dist/. */
export function recordScripts(page: Page): { names: Set<string>; gzipKb: () => number } {
  const names = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) names.add(url.pathname);
  });
  return {
    names,
    gzipKb: () => {
      let bytes = 0;
      for (const name of names) bytes += gzipSync(readFileSync(`${DIST}${name.slice(1)}`), { level: 9 }).length;
      return Math.round((bytes / 1024) * 10) / 10;
    },
  };
}
