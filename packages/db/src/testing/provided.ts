/** What the global set-up hands every test file (vitest provide / inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

export {};
