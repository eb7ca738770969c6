import { tenantSchemaName, type DatabaseHandle } from '@app/db';

import { tokenFor } from '../tenant-scale/tokens';
import { SECRET } from './setup';

/**
 * A team member who is the CS person of every (leads / memberLeads)th lead of the company, spread
 * over its whole history, with the company's record visibility on VISIBILITY (`own`); their access
 * token.
 */
export async function visibilityMember(
  database: DatabaseHandle,
  companyId: number,
  leads: number,
  memberLeads: number,
) {
  const schema = tenantSchemaName(companyId);
  const [member] = await database.sql.unsafe<{ id: string }[]>(
    `insert into "${schema}".users (name, email, role) values ('Bench Member', 'member@bench.test', 'team_member') returning id`,
  );
  const every = Math.max(1, Math.floor(leads / memberLeads));
  await database.sql.unsafe(
    `update "${schema}".leads set cs_person_id = $1 where (extract(epoch from created_at)::bigint / 60) % ${every} = 0`,
    [member!.id],
  );
  await database.sql.unsafe(`vacuum analyze "${schema}".leads`);
  const [{ n: owned } = { n: 0 }] = await database.sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from "${schema}".leads where cs_person_id = $1`,
    [member!.id],
  );
  // VISIBILITY=all leaves the member every record: the same statements as the owner's but the
  // scope's own read, which every team member's request makes.
  const visibility = process.env.VISIBILITY ?? 'own';
  await database.sql`update companies set record_visibility = ${visibility} where id = ${companyId}`;
  const token = await tokenFor(database.db, SECRET, { id: member!.id, role: 'team_member', companyId });
  return { id: member!.id, token, owned, visibility };
}

/**
 * SETUP_SQL, when set: statements run in the company's schema once its leads are in, before the
 * member is made (and the leads analyzed), e.g. the index set of an earlier migration, to compare
 * side by side with the migrated one.
 */
export async function runSetupSql(database: DatabaseHandle, companyId: number) {
  const statements = process.env.SETUP_SQL;
  if (!statements) return undefined;
  await database.sql.begin(async (tx) => {
    await tx.unsafe(`set local search_path = "${tenantSchemaName(companyId)}", public`);
    await tx.unsafe(statements).simple();
  });
  return statements;
}
