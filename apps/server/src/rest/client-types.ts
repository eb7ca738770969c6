import openapiTS, { astToString } from 'openapi-typescript';

import { buildOpenApi } from './openapi';

/** Where the typed client (packages/client) keeps its generated types. */
export const CLIENT_TYPES_FILE = new URL('../../../../packages/client/src/openapi.ts', import.meta.url);

const HEADER = "// Generated from the REST API's OpenAPI document by `npm run client:generate`. Do not edit.\n";

/** The client's types for the document the server serves now. */
export async function clientTypesSource(): Promise<string> {
  const document = JSON.parse(JSON.stringify(buildOpenApi())) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}
