/**
 * What the global search's kept indexes (docs/decisions/0026) cost the server, on the company
 * bench:search uses (100,000 leads): reading every kind into memory (ROUNDS (3) times: wall time,
 * the indexes' own size estimate, heap growth), bringing them up to date after CHANGED (100) leads
 * were updated (only the changed records read), and answering every term of bench:search's pool
 * from them (typed matches, then similar spellings when nothing matched), without HTTP or the
 * check of the counters. Results to bench/results/search-kept-<day>[-LABEL].json.
 *
 *   npx tsx bench/search/kept-read.ts       (LEADS=100000 TERMS=600 ROUNDS=3 LABEL=)
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { KEPT_LIMITS } from '@app/api/crm/search/kept/kept-indexes';
import type { KeptKind } from '@app/api/crm/search/kept/kept-kind';
import { loadIndexes } from '@app/api/crm/search/kept/load';
import { shapeOf } from '@app/api/crm/search/statement';
import { SEARCH_KINDS } from '@app/contracts';
import { connectDatabase } from '@app/db';

import { benchTenant, LEADS, log } from '../data-out/tenant';
import { round } from '../lib/stats';
import { searchTerms } from './terms';

const POOL = Number(process.env.TERMS ?? 600);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CHANGED = Number(process.env.CHANGED ?? 100);
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
    let kinds: KeptKind[] = [];
    const whole = SEARCH_KINDS.map((kind) => ({ kind, whole: true, maxChanged: KEPT_LIMITS.maxChanged }));
    const heapBefore = heapMb();
    for (let i = 0; i < ROUNDS; i++) {
      kinds = [];
      const started = performance.now();
      const loaded = await loadIndexes(database.db, tenant.companyId, whole);
      reads.push(performance.now() - started);
      kinds = loaded.kinds.map((read) => read.kept!);
    }
    const heapGrowth = heapMb() - heapBefore;
    // A busy spell: CHANGED leads updated one statement each, then only the changes read.
    for (let i = 0; i < CHANGED; i++)
      await tenant.database.sql.unsafe(
        `update "${tenant.schema}".leads set client_name = client_name || ' Jr' where id = (select id from "${tenant.schema}".leads offset ${i * 7} limit 1)`,
      );
    const changesStarted = performance.now();
    const updated = await loadIndexes(
      database.db,
      tenant.companyId,
      kinds.map((kept) => ({ kind: kept.kind, since: kept, whole: true, maxChanged: KEPT_LIMITS.maxChanged })),
    );
    const changesMs = performance.now() - changesStarted;
    kinds = updated.kinds.map((read) => read.kept!);
    // Every term as the server answers it from memory; the terms lower-cased as PostgreSQL would.
    const search = (q: string) => {
      const term = q.toLowerCase();
      const shape = shapeOf(q);
      const typed = kinds.map((kept) => kept.search(term, shape.indexed));
      if (typed.every((hits) => hits.length === 0)) kinds.map((kept) => kept.similar(shapeOf(term).words));
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
      records: Object.fromEntries(kinds.map((kept) => [kept.kind, kept.base.size])),
      estimatedMb: round(kinds.reduce((sum, kept) => sum + kept.bytes, 0) / 2 ** 20, 1),
      changesRead: {
        leadsUpdated: CHANGED,
        ms: round(changesMs, 1),
        changedRecords: Object.fromEntries(kinds.map((kept) => [kept.kind, kept.changed])),
      },
      heapGrowthMb: global.gc ? round(heapGrowth, 1) : 'run with NODE_OPTIONS=--expose-gc',
      serverMsPerSearch: round(perSearchMs, 4),
      loadAverage: loadavg(),
    };
    writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    log(`read every kind in ${report.readMs.join(', ')} ms: ${JSON.stringify(report.records)}`);
    log(`kept: ${report.estimatedMb} MB estimated, heap grew ${report.heapGrowthMb} MB`);
    log(
      `${CHANGED} leads updated, their changes read in ${report.changesRead.ms} ms: ${JSON.stringify(report.changesRead.changedRecords)}`,
    );
    log(`a search from memory: ${report.serverMsPerSearch} ms`);
    log(`written to ${RESULTS.pathname}`);
  } finally {
    await database.close();
  }
} finally {
  await tenant.close();
}
