/**
 * The global search's plan, for docs/decisions/0021: EXPLAIN (ANALYZE, BUFFERS) of the statement
 * the service sends (generic plan, second run), for a few terms of each shape, on the company
 * bench:search uses (100,000 leads). HOLD=1 then keeps the database up and prints a psql command
 * for trying other shapes.
 *
 *   npx tsx bench/search/explain.ts [term ...]      (LEADS=100000 HOLD=)
 */
import { benchTenant } from '../data-out/tenant';
import { explainSearch } from './sql-timing';

const TERMS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['pr', 'zq', 'Priya Sharma', 'priya s', 'sharma', 'rohan.pat', 'cedar tech', 'sharmaa', 'Website redesign'];

const tenant = await benchTenant('search-explain');
try {
  for (const q of TERMS) {
    const { first, second } = await tenant.database.sql.begin((tx) => explainSearch(tx, tenant.schema, q, 'text'));
    const planned = first.map((r) => r['QUERY PLAN'] as string).find((line) => line.startsWith('Planning Time'));
    console.log(`\n### ${q} (first run: ${planned})\n${second.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  if (process.env.HOLD) {
    const { host, port, user, pass, database } = tenant.database.sql.options as unknown as Record<string, unknown>;
    console.log(
      `\nPGPASSWORD=${String(pass)} psql -h ${String(host)} -p ${String(port)} -U ${String(user)} ${String(database)}` +
        ` -c 'set search_path = "${tenant.schema}", public'  (Ctrl+C to stop)`,
    );
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
} finally {
  await tenant.close();
}
