import { z } from 'zod';

import type { ProcedureInfo } from './procedure';

/** The JSON Schema subset this folder reads; everything else is passed through untouched. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  description?: string;
  [keyword: string]: unknown;
}

export interface ObjectSchema extends JsonSchema {
  properties: Record<string, JsonSchema>;
  required: string[];
}

const isZodSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * A procedure's input as one JSON Schema object (as a client sends it: `io: 'input'`). Chained
 * `.input()` calls are merged, as tRPC merges them. Files (`z.custom`) come out as `{}`.
 */
export function inputSchemaOf(info: ProcedureInfo): ObjectSchema | undefined {
  const parts = inputSchemaParts(info);
  if (parts.length === 0) return undefined;
  const merged: ObjectSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged.properties, part.properties ?? {});
    merged.required.push(...(part.required ?? []));
  }
  return merged;
}

/** Each `.input()` of a procedure as JSON Schema, as a client sends it (a union stays a union). */
export function inputSchemaParts(info: ProcedureInfo): JsonSchema[] {
  return info.inputs
    .filter(isZodSchema)
    .map((schema) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** Every JSON type a property may take, looking through anyOf / oneOf / allOf. */
export function typesOf(schema: JsonSchema | undefined): Set<string> {
  const types = new Set<string>();
  if (!schema) return types;
  const own = schema.type;
  for (const t of Array.isArray(own) ? own : own ? [own] : []) types.add(t);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const t of typesOf(branch)) types.add(t);
  }
  return types;
}

/** Top-level fields a form may send as JSON text or repeated values (objects and arrays). */
export function structuredFields(schema: ObjectSchema | undefined): { objects: Set<string>; arrays: Set<string> } {
  const objects = new Set<string>();
  const arrays = new Set<string>();
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const types = typesOf(property);
    if (types.has('object')) objects.add(name);
    if (types.has('array')) arrays.add(name);
  }
  return { objects, arrays };
}
