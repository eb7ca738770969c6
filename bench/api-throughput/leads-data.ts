import { LEAD_STAGES, OUTCOMES, PRIORITIES } from '@app/contracts';
import { tenantSchemaName } from '@app/db';
import type postgres from 'postgres';

/**
 * Valid brands and leads for one company in two set-based inserts (not timed): every stage, outcome
 * and priority comes from the contracts' lists, names and emails vary so searches match a few
 * hundred rows, and creation times are one minute apart so the default order is well defined.
 */
export async function insertLeads(client: postgres.Sql, companyId: number, leads: number, brands: number) {
  const schema = tenantSchemaName(companyId);
  await client.begin(async (tx) => {
    await tx.unsafe(`set local search_path = "${schema}", public`);
    await tx`insert into brands (name, industry, website)
      select 'Brand ' || i, 'Industry ' || (i % 10), 'https://brand' || i || '.example.com'
      from generate_series(1, ${brands}) as i`;
    await tx`insert into leads (brand_id, client_name, email_id, mobile_number, stage, outcome, priority,
        date, created_at, updated_at)
      select b.ids[1 + (i * 31) % ${brands}],
        (${FIRST}::text[])[1 + i % 20] || ' ' || (${LAST}::text[])[1 + (i / 20 + i * 7) % 21],
        'client' || i || '@mail' || (i % 50) || '.example.com',
        '+9198' || lpad(i::text, 8, '0'),
        (${[...LEAD_STAGES]}::text[])[1 + i % ${LEAD_STAGES.length}],
        (${[...OUTCOMES]}::text[])[1 + i % ${OUTCOMES.length}],
        (${[...PRIORITIES]}::text[])[1 + i % ${PRIORITIES.length}],
        (timestamp '2025-01-01' + i * interval '1 minute')::date,
        timestamp '2025-01-01' + i * interval '1 minute',
        timestamp '2025-01-01' + i * interval '1 minute'
      from generate_series(0, ${leads - 1}) as i, (select array_agg(id order by name) as ids from brands) as b`;
  });
  await client.unsafe(`analyze "${schema}".leads; analyze "${schema}".brands; analyze "${schema}".users`);
}

const FIRST = ['Aarav', 'Maria', 'John', 'Priya', 'Liam', 'Sofia', 'Noah', 'Ananya', 'Ethan', 'Mei'].concat([
  'Lucas',
  'Fatima',
  'Oliver',
  'Isha',
  'James',
  'Chloe',
  'Rohan',
  'Emma',
  'Arjun',
  'Grace',
]);
const LAST = ['Sharma', 'Garcia', 'Smith', 'Patel', 'Brown', 'Rossi', 'Wilson', 'Kumar', 'Chen', 'Silva'].concat([
  'Taylor',
  'Nair',
  'Martin',
  'Khan',
  'Lopez',
  'Davies',
  'Iyer',
  'Evans',
  'Wright',
  'Das',
  'Moreau',
]);
