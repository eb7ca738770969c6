import type { JsonSchema } from '../../rest/input-schema';
import type { OpenApiDocument, OpenApiParameter } from '../../rest/openapi';

/** One REST operation as /api/openapi.json describes it: what the fuzzer needs to call it. */
export interface FuzzOperation {
  method: string;
  /** OpenAPI path, `{id}` for parameters. */
  path: string;
  pathParams: OpenApiParameter[];
  query: OpenApiParameter[];
  json?: JsonSchema;
  multipart?: JsonSchema;
  auth: boolean;
}

const isParameter = (p: unknown): p is OpenApiParameter => typeof p === 'object' && p !== null && 'in' in p;

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters.filter(isParameter);
      const content = operation.requestBody?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        json: content?.['application/json']?.schema,
        multipart: content?.['multipart/form-data']?.schema,
        auth: operation.security.length > 0,
      });
    }
  }
  return operations;
}
