export { createTestDatabase, type TestDatabase } from './test-database';
export { databaseUrlFor } from './database-url';
export { provisionTestCompany, rewindTenantSchema } from './tenant-schema';
