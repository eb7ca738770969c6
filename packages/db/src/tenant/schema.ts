/**
 * Tenant tables: declared once, unqualified. Each company's copy lives in `tenant_<companyId>`; the
 * transaction's search_path picks which. They never reference platform tables, so a tenant schema
 * can move to another node.
 */

export * from './users';
export * from './crm';
export * from './lead-records';
export * from './imports';
export * from './change-counters';
export * from './search-words';
export * from './search-changes';
export * from './security-events';
export * from './integrations';
