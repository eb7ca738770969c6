/** Shared between global set-up and the tests: where the server listens and where mail lands. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);
// Both can be moved so a benchmark can run beside the browser tests.
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? new URL('../.artifacts/mail/', import.meta.url).pathname;
export const hostUrl = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${E2E_PORT}${path}`;
export const SUPER_ADMIN_EMAIL = 'admin@example.com';
