/** Client-side constants of docs/product/platform-admin.md#messages-and-limits. */
export const API_TIMEOUT_MS = 30_000;
/** How long fetched page data counts as fresh. */
export const PAGE_DATA_STALE_MS = 5 * 60 * 1000;
/** tRPC endpoint (served by apps/server, proxied by Vite in development). */
export const TRPC_URL = '/trpc';
/** REST adapter prefix, used for multipart uploads. */
export const REST_URL = '/api';
