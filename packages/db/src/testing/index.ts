export { createTestDatabase, type TestDatabase } from './test-database';
export { databaseUrlFor } from './database-url';
export { addClusterWorker } from './cluster-database';
export { provisionTestCompany, rewindTenantSchema } from './tenant-schema';
export { migrationsWithExtraTenantMigration } from './extra-migration';
export { declaredRanges, installedVersion, type DeclaredRange } from './installed-version';
export { databaseTest } from './database-fixture';
