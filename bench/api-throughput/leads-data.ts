import {
  ENQUIRY_STAGES,
  LEAD_STAGES,
  MEETING_STATUSES,
  MEETING_TYPES,
  OUTCOMES,
  PRIORITIES,
  PRODUCT_TYPES,
} from '@app/contracts';
import { tenantSchemaName } from '@app/db';
import type postgres from 'postgres';

/**
 * Valid brands and leads for one company in two set-based inserts (not timed): every stage, outcome
 * and priority comes from the contracts' lists, names and emails vary so searches match a few
 * hundred rows, and creation times are one minute apart so the default order is well defined.
 * VACUUM ANALYZEd after.
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
  // What autovacuum would do soon after a bulk load (statistics, the trigram indexes' pending lists
  // merged), done now rather than during a measured row.
  for (const table of ['leads', 'brands', 'users']) await client.unsafe(`vacuum analyze "${schema}"."${table}"`);
}

/**
 * A meeting for every `every`th lead (the first of each run of `every`) and an enquiry for the
 * middle one, in two set-based inserts (not timed): statuses, types, stages and product types from
 * the contracts' lists, meetings a week after their lead, every enquiry with a value.
 */
export async function insertRecords(client: postgres.Sql, companyId: number, every: number) {
  const schema = tenantSchemaName(companyId);
  const numbered = `(select id, client_name, created_at, row_number() over (order by created_at) - 1 as i from leads) as l`;
  await client.begin(async (tx) => {
    await tx.unsafe(`set local search_path = "${schema}", public`);
    await tx.unsafe(
      `insert into meetings (lead_id, title, scheduled_at, status, type, created_at, updated_at)
      select id, 'Meeting with ' || client_name, created_at + interval '7 days',
        ($1::text[])[1 + (i / ${every}) % ${MEETING_STATUSES.length}],
        ($2::text[])[1 + (i / ${every}) % ${MEETING_TYPES.length}],
        created_at + interval '1 hour', created_at + interval '1 hour'
      from ${numbered} where i % ${every} = 0`,
      [[...MEETING_STATUSES], [...MEETING_TYPES]],
    );
    await tx.unsafe(
      `insert into enquiries (lead_id, requirement, product_type, stage, value, added_date,
        created_at, updated_at)
      select id, ($1::text[])[1 + (i / ${every}) % 5] || ' for ' || client_name,
        ($2::text[])[1 + (i / ${every}) % ${PRODUCT_TYPES.length}],
        ($3::text[])[1 + (i / ${every}) % ${ENQUIRY_STAGES.length}],
        1000 + (i % 97) * 250, (created_at + interval '2 hours')::date,
        created_at + interval '2 hours', created_at + interval '2 hours'
      from ${numbered} where i % ${every} = ${Math.floor(every / 2)}`,
      [
        ['Website redesign', 'Mobile app', 'Brand identity', 'SEO retainer', 'Online store'],
        [...PRODUCT_TYPES],
        [...ENQUIRY_STAGES],
      ],
    );
  });
  for (const table of ['meetings', 'enquiries']) await client.unsafe(`vacuum analyze "${schema}"."${table}"`);
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
