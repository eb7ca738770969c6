/**
 * The plans of the leads search with and without a custom field in it, on a company of LEADS leads
 * each holding a value: EXPLAIN ANALYZE of the statement shape the list sends (crm/search.ts).
 *
 *   npx tsx bench/custom-fields/explain.ts   (LEADS=100000)
 */
import { tenantSchemaName } from '@app/db';

import { benchCompany } from '../api-throughput/setup';

const LEADS = Number(process.env.LEADS ?? 100_000);
const bench = await benchCompany('custom-fields-explain', LEADS, 300, 4);
try {
  const schema = tenantSchemaName(bench.company.id);
  const sql = bench.database.sql;
  await sql.unsafe(
    `update "${schema}".leads set custom_fields = jsonb_build_object('region', case when random() < 0.5 then 'north' else 'south' end)`,
  );
  await sql.unsafe(`vacuum analyze "${schema}".leads`);
  const own = (p: string) =>
    `client_name ilike '${p}' or email_id ilike '${p}' or brand_id = any(array(select id from "${schema}".brands where name ilike '${p}'))`;
  const custom = (p: string) => `(custom_fields::text ilike '${p}' and (custom_fields ->> 'region') ilike '${p}')`;
  for (const term of ['%zz9%', '%north%', '%client 12%']) {
    for (const [name, where] of [
      ['without custom fields', own(term)],
      ['with a custom field', `${own(term)} or ${custom(term)}`],
    ]) {
      const plan = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
        `explain (analyze, buffers) select id from "${schema}".leads where ${where} order by created_at desc, id desc limit 21`,
      );
      console.log(`\n## ${term} ${name}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
} finally {
  await bench.close();
}
