import { z } from 'zod';

/** Multipart forms and query strings send text, so CRM flags accept "true"/"false" as well as booleans. */
export const formFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')], {
  error: 'Must be true or false',
});
