import { setTenantSearchPath, sql, withOwnConnection, type Database } from '@app/db';

/** Companies seeded per connection, for the same reason the product migrates on fresh ones. */
const PER_CONNECTION = 100;

/**
 * A brand and 25 leads in each company, so that a round-robin read of the leads list answers a full
 * page (20) like a company in use, through the tenant triggers as any write.
 */
export async function seedLeads(db: Database, companyIds: number[]): Promise<void> {
  for (let start = 0; start < companyIds.length; start += PER_CONNECTION) {
    await withOwnConnection(db, async (own) => {
      for (const companyId of companyIds.slice(start, start + PER_CONNECTION)) {
        await own.transaction(async (tx) => {
          await setTenantSearchPath(tx, companyId);
          await tx.execute(sql`with brand as (insert into brands (name) values ('Brand') returning id)
            insert into leads (brand_id, client_name)
            select brand.id, 'Client ' || n from brand, generate_series(1, 25) n`);
        });
      }
    });
  }
}
