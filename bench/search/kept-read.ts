/**
 * What the global search's kept indexes (docs/decisions/0026) cost the server, on the company
 * bench:search uses (100,000 leads): reading every kind into memory (ROUNDS (3) times: wall time,
 * the indexes' own size estimate, heap growth), and answering every term of bench:search's pool
 * from them (typed matches, then similar spellings when nothing matched), without HTTP or the
 * check of the counters. Results to bench/results/search-kept-<day>[-LABEL].json.
 *
 *   npx tsx bench/search/kept-read.ts       (LEADS=100000 TERMS=600 ROUNDS=3 LABEL=)
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import type { KindIndex } from '@app/api/crm/global-search/kept/kind-index';
import { loadIndexes } from '@app/api/crm/global-search/kept/load';
import { shapeOf } from '@app/api/crm/global-search/statement';
import { SEARCH_KINDS } from '@app/contracts';
import { connectDatabase } from '@app/db';

import { benchTenant, LEADS, log } from '../data-out/tenant';
import { round } from '../lib/stats';
import { searchTerms } from './terms';

const POOL = Number(process.env.TERMS ?? 600);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LABEL = process.env.LABEL ? `-${process.env.LABEL}` : '';
const RESULTS = new URL(
  `../results/search-kept-${new Date().toISOString().slice(0, 10)}${LABEL}.json`,
  import.meta.url,
);

const heapMb = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const tenant = await benchTenant('search-kept');
try {
  const terms = await searchTerms(tenant, POOL);
  const database = connectDatabase(tenant.url, { max: 1 });
  try {
    const reads: number[] = [];
    let indexes: KindIndex[] = [];
    const heapBefore = heapMb();
    for (let i = 0; i < ROUNDS; i++) {
      indexes = [];
      const started = performance.now();
      const loaded = await loadIndexes(database.db, tenant.companyId, SEARCH_KINDS);
      reads.push(performance.now() - started);
      indexes = loaded.indexes.map((kept) => kept.index);
    }
    const heapGrowth = heapMb() - heapBefore;
    // Every term as the server answers it from memory; the terms lower-cased as PostgreSQL would.
    const search = (q: string) => {
      const term = q.toLowerCase();
      const shape = shapeOf(q);
      const typed = indexes.map((index) => index.search(term, shape.indexed));
      if (typed.every((hits) => hits.length === 0)) indexes.map((index) => index.similar(shapeOf(term).words));
    };
    for (const q of terms) search(q);
    const started = performance.now();
    for (let i = 0; i < 10; i++) for (const q of terms) search(q);
    const perSearchMs = (performance.now() - started) / (10 * terms.length);
    const report = {
      date: new Date().toISOString(),
      leads: LEADS,
      terms: terms.length,
      readMs: reads.map((ms) => round(ms, 0)),
      records: Object.fromEntries(indexes.map((index) => [index.kind, index.size])),
      estimatedMb: round(indexes.reduce((sum, index) => sum + index.bytes, 0) / 2 ** 20, 1),
      heapGrowthMb: global.gc ? round(heapGrowth, 1) : 'run with NODE_OPTIONS=--expose-gc',
      serverMsPerSearch: round(perSearchMs, 4),
      loadAverage: loadavg(),
    };
    writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    log(`read every kind in ${report.readMs.join(', ')} ms: ${JSON.stringify(report.records)}`);
    log(`kept: ${report.estimatedMb} MB estimated, heap grew ${report.heapGrowthMb} MB`);
    log(`a search from memory: ${report.serverMsPerSearch} ms`);
    log(`written to ${RESULTS.pathname}`);
  } finally {
    await database.close();
  }
} finally {
  await tenant.close();
}
