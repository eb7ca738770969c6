import type { AppDeps } from '@app/api';
import type { platformTables } from '@app/db';

/** Filled in once the companies service exists. */
export async function seedDemoCompany(_deps: AppDeps, _admin: typeof platformTables.superAdmins.$inferSelect): Promise<void> {}
