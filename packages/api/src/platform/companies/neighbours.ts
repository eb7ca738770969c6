import { companyNeighboursInput, type CompanyNeighboursInput } from '@app/contracts';
import { platformTables, sql } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { requireCompany } from './queries';
import { listConditions, listOrder } from './list-query';

const { companies } = platformTables;

interface Neighbours {
  previousId: number;
  nextId: number;
  position: number;
  total: number;
}

/**
 * Numbers the filtered list in its order once (a window over the platform table) and reads the rows
 * around the company, wrapping at both ends: the detail page's previous/next need two ids, not the
 * whole list.
 */
async function around(deps: AppDeps, input: CompanyNeighboursInput): Promise<Neighbours | undefined> {
  const now = deps.now();
  const where = listConditions(input, now);
  const order = sql.join(listOrder(input, now), sql`, `);
  const rows = await deps.db.execute<{ previous_id: number; next_id: number; position: number; total: number }>(sql`
    with ordered as (
      select ${companies.id} as id, row_number() over (order by ${order}) as position, count(*) over () as total
      from ${companies} ${where ? sql`where ${where}` : sql``}
    )
    select o.position::int, o.total::int,
      (select id from ordered where position = case when o.position = 1 then o.total else o.position - 1 end) as previous_id,
      (select id from ordered where position = case when o.position = o.total then 1 else o.position + 1 end) as next_id
    from ordered o where o.id = ${input.id}`);
  const row = rows[0];
  return row
    ? { previousId: Number(row.previous_id), nextId: Number(row.next_id), position: row.position, total: row.total }
    : undefined;
}

/** In the list as filtered; a company the filters exclude is placed in the unfiltered default order. */
export async function companyNeighbours(deps: AppDeps, input: CompanyNeighboursInput): Promise<Neighbours> {
  await requireCompany(deps.db, input.id);
  return (await around(deps, input)) ?? (await around(deps, companyNeighboursInput.parse({ id: input.id })))!;
}
