import { count, platformTables } from '@app/db';
import type { AppDeps } from '@app/api';

import { seedDemoCompany } from './seed-demo';

const { superAdmins } = platformTables;

export interface SeedOptions {
  superAdminEmail: string;
  demo: boolean;
}

/**
 * On an empty platform: the first super admin, and unless disabled the demo company. A platform
 * that already has a super admin is never seeded again (a deleted demo stays deleted).
 */
export async function seed(deps: AppDeps, options: SeedOptions): Promise<void> {
  const [row] = await deps.db.select({ n: count() }).from(superAdmins);
  if ((row?.n ?? 0) > 0) return;
  const [admin] = await deps.db
    .insert(superAdmins)
    .values({ email: options.superAdminEmail, name: 'Platform Admin' })
    .returning();
  deps.log.info(`created the super admin ${options.superAdminEmail}`);
  if (options.demo) await seedDemoCompany(deps, admin!);
}
