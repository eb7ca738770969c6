import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and even its probe for that
 * is a violation under the SPA's Content-Security-Policy (script-src 'self', no 'unsafe-eval').
 * The browser calls this before any schema runs; the server keeps the faster compiled parsers.
 */
export const parseSchemasWithoutEval = () => z.config({ jitless: true });
