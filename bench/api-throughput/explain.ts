/**
 * The plans behind the list rows of bench:api, for docs/decisions/0018-request-path.md: EXPLAIN
 * (ANALYZE, BUFFERS) of the leads page and its count (by stage, and searched) as the services
 * render them, of the brands list sorted and searched by a custom (JSONB) column, and of the
 * statements bench:api's meetings, enquiries and board references send (statements.ts, recorded
 * from the procedures), on one company with LEADS leads and BRANDS brands.
 *
 *   npx tsx bench/api-throughput/explain.ts        (LEADS=100000 BRANDS=20000)
 */
import { orderBy } from '@app/api/kit/pagination/page';
import { listConditions as brandConditions, listOrder as brandOrder } from '@app/api/crm/brands/list-query';
import { brandSelection } from '@app/api/crm/brands/serialize';
import type { ColumnRow } from '@app/api/crm/custom-columns/serialize';
import { selectLeads } from '@app/api/crm/leads/serialize';
import { leadSearch } from '@app/api/crm/list-search';
import { brandListInput } from '@app/contracts';
import { and, count, eq, tenantSearchPath, tenantTables, type SQL } from '@app/db';

import { benchCompany } from './setup';
import { SEARCH, STAGE, tenantStatements } from './statements';

const LEADS = Number(process.env.LEADS ?? 100_000);
const BRANDS = Number(process.env.BRANDS ?? 20_000);
const { leads, brands, users } = tenantTables;

const bench = await benchCompany('api-explain', LEADS, BRANDS, 2);
const { database, company, close } = bench;
const { db, sql: client } = database;

async function explain(title: string, query: { sql: string; params: unknown[] }) {
  const plan = await client.begin(async (tx) => {
    await tx`select set_config('search_path', ${tenantSearchPath(company.id)}, true)`;
    return tx.unsafe(`explain (analyze, buffers, costs off) ${query.sql}`, query.params as never[]);
  });
  console.log(`\n### ${title}\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
}

const leadPage = (where: SQL | undefined) =>
  selectLeads(db)
    .where(where)
    .orderBy(...orderBy(leads.createdAt, 'desc', leads.createdAt, leads.id))
    .limit(20)
    .toSQL();
const leadCount = (where: SQL | undefined) =>
  db.select({ total: count() }).from(leads).innerJoin(brands, eq(brands.id, leads.brandId)).where(where).toSQL();

try {
  // A number and a text custom column on every brand, as the brand column editor stores them.
  await client.unsafe(`update "tenant_${company.id}".brands set custom_fields =
    jsonb_build_object('score', (hashtext(id::text) % 1000), 'segment', 'Segment ' || (hashtext(name) % 97))`);
  await client.unsafe(`analyze "tenant_${company.id}".brands`);
  const column = (name: string, type: string) =>
    ({ name, type, isSystem: false, isDefault: false, isVisible: true, options: [] }) as unknown as ColumnRow;
  const columns = [column('name', 'text'), column('score', 'number'), column('segment', 'text')];
  columns[0]!.isSystem = true;

  const byStage = and(eq(leads.stage, STAGE));
  await explain(`leads page, stage = ${STAGE}`, leadPage(byStage));
  await explain(`leads total, stage = ${STAGE} (counted once per change of leads or brands)`, leadCount(byStage));
  await explain(`leads page, search "${SEARCH}"`, leadPage(leadSearch(SEARCH)));
  await explain(`leads total, search "${SEARCH}"`, leadCount(leadSearch(SEARCH)));

  const brandPage = (input: object) => {
    const parsed = brandListInput.parse(input);
    return db
      .select(brandSelection)
      .from(brands)
      .leftJoin(users, eq(users.id, brands.brandOwnerId))
      .where(brandConditions(parsed, columns, new Date()))
      .orderBy(...brandOrder(parsed, columns))
      .limit(20)
      .toSQL();
  };
  await explain(`brands page sorted by a number custom column (${BRANDS} brands)`, brandPage({ sort: 'score' }));
  await explain('brands page searched through a text custom column', brandPage({ search: 'Segment 4' }));

  const references = await tenantStatements(bench);
  for (const name of ['meetings list: raw SQL', 'enquiries list: raw SQL', 'leads board: raw SQL']) {
    const statements = references[name]!.waves.flat().filter((s) => !s.sql.startsWith('select txid_current'));
    for (const [i, statement] of statements.entries()) await explain(`${name}, statement ${i + 1}`, statement);
  }
} finally {
  await close();
}
