import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

const dialect = new PgDialect();

/** drizzle's SQL as PostgreSQL text and parameters, for a statement built once and kept as text. */
export const renderSql = (statement: SQL): { sql: string; params: unknown[] } => dialect.sqlToQuery(statement);
