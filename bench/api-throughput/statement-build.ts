/**
 * What drizzle's statement building costs the leads page, without a database:
 * `npx tsx bench/api-throughput/statement-build.ts` builds the statements of bench:api's "leads by
 * stage" call (as the owner sees it: no visibility condition) as listLeads does, and renders each
 * to SQL `BUILDS` (10,000) times after a warm-up: the page, its count, and the page's selection
 * alone. Prints µs per build with the installed drizzle-orm version, for comparing versions.
 */
import { drizzle } from 'drizzle-orm/postgres-js';

import { and, count, eq, tenantTables, type Executor } from '@app/db';
import { installedVersion } from '@app/db/testing';

import { pageQuery } from '../../packages/api/src/kit/pagination/cursor';
import { sortTerms } from '../../packages/api/src/kit/pagination/page';
import { listConditions, leadSortKey } from '../../packages/api/src/crm/leads/reads';
import { selectLeads } from '../../packages/api/src/crm/leads/serialize';
import { STAGE } from './statements';

const { leads, brands } = tenantTables;
const builds = Number(process.env.BUILDS ?? 10_000);
const tx = drizzle.mock() as unknown as Executor;
const input = { stage: STAGE, page: 1, limit: 20, sort: 'createdAt', order: 'desc' } as const;
const list = { values: leads.customFields, fields: [] };

const page = () => {
  const where = and(listConditions(input as never, list, new Date()));
  const terms = sortTerms(leadSortKey(input as never, list), input.order, leads.createdAt, leads.id);
  return pageQuery(input, terms, where, (cursor) => selectLeads(tx, cursor));
};
const total = () =>
  tx
    .select({ total: count() })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(and(listConditions(input as never, list, new Date())));

const statements: Record<string, () => { toSQL(): unknown }> = {
  'leads page': page,
  'leads count': total,
  'page selection alone': () => selectLeads(tx),
};

const version = installedVersion('drizzle-orm', import.meta.url);
for (const [name, build] of Object.entries(statements)) {
  for (let i = 0; i < 2_000; i++) build().toSQL();
  const started = performance.now();
  for (let i = 0; i < builds; i++) build().toSQL();
  const us = ((performance.now() - started) / builds) * 1000;
  console.log(`drizzle-orm ${version}: ${name}: ${us.toFixed(1)} µs per build`);
}
