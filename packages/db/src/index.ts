export * from './client';
export * from './availability';
export * from './tenancy';
export { databaseClient, transactionClient } from './drizzle-session';
export * from './render';
export * from './provision';
export * from './own-connection';
export * from './embedded';
export { TarWriter } from './archive/tar-write';
export { readTar, type TarEntryHeader, type TarVisitor } from './archive/tar-read';
export { backupDataDir, type BackupResult } from './backup/backup';
export { restoreDataDir, type RestoreResult } from './backup/restore';
export type { StoredFiles } from './backup/stored-files';
export { migrateAll, type MigrateOptions, type MigrateProgress, type MigrateResult } from './migrator/migrate';
export { JOB_QUEUES, JOB_SCHEMA, type JobQueueName, type QueueDefinition } from './jobs/queues';
export { boundStatement, connectionExecutor, jobExecutor } from './jobs/executor';
export { loadMigrations, type Migration } from './migrator/files';
export * as platformTables from './platform/schema';
export * as tenantTables from './tenant/schema';
export type { ListLayoutTable } from './list-layouts';
export type { ImportRevert } from './tenant/imports';
// Query operators come from here so every package shares one drizzle-orm instance.
export {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  gte,
  ilike,
  inArray,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  not,
  or,
  sql,
  type SQL,
  type SQLWrapper,
  type Table,
} from 'drizzle-orm';
