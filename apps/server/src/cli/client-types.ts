/**
 * Writes packages/client/src/openapi.ts, the typed client's types, from the OpenAPI document the
 * server builds from its route table (`npm run client:generate`). Run after changing a route: a
 * test fails while the committed file is out of date.
 */
import { writeFile } from 'node:fs/promises';

import { CLIENT_TYPES_FILE, clientTypesSource } from '../rest/client-types';

await writeFile(CLIENT_TYPES_FILE, await clientTypesSource());
console.log(`wrote ${CLIENT_TYPES_FILE.pathname}`);
