/** What the global set-up hands every test file (vitest provide / inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    /** Empty on a Citus cluster, which cannot clone a template (cluster-database.ts). */
    templateDatabase: string;
    /** The Citus workers' server URLs when DATABASE_URL is a coordinator, else empty. */
    databaseWorkers: string[];
  }
}

export {};
