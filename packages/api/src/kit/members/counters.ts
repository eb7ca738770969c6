import { eq, platformTables, sql, tenantTables, type Executor } from '@app/db';

const { companies } = platformTables;
const { users } = tenantTables;

/**
 * Recounts the company's users into its platform row (users_total / users_active), in the
 * transaction of the tenant write (docs/architecture.md#tenancy), so platform figures never scan every tenant.
 *
 * A recount rather than +1/-1 heals any drift. It is exact under concurrency because every team
 * write first locks the company row (lockCompany): a second writer waits for the first to commit,
 * and its later statements, each with a fresh snapshot, count the first writer's rows.
 */
export async function refreshUserCounters(tx: Executor, companyId: number): Promise<void> {
  await tx
    .update(companies)
    .set({
      usersTotal: sql`(select count(*)::int from ${users})`,
      usersActive: sql`(select count(*)::int from ${users} where ${users.isActive})`,
    })
    .where(eq(companies.id, companyId));
}
