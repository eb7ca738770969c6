/**
 * A request body's schema as the adapter takes it (field-check.ts): no names but the listed ones
 * (`additionalProperties: false`, in fixed nested objects too), and beside the write fields the
 * names reads answer with: aliases with their write field's rules, read-only names and stored
 * files marked `readOnly` (sent back, they are ignored).
 */
import type { FieldTree } from './accepted-fields';
import type { RouteFields } from './field-check';
import type { JsonSchema } from './input-schema';

const ALIAS_NOTE = (write: string) =>
  `Another name for ${write}, as answers show it; send one of the two (or both alike)`;
const READ_ONLY_NOTE = 'As answers show it; ignored when sent';
const STORED_FILE_NOTE =
  'The stored file as answers show it; ignored (send a file in multipart/form-data to change it)';
const RECORD_NOTE = 'Or the record as answers show it: its id is taken';

const branchesOf = (s: JsonSchema): JsonSchema[] => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];

/** The fixed object schemas a field's value (or each item of its list) may be. */
function fixedShapes(schema: JsonSchema): JsonSchema[] {
  const own = schema.properties ? [schema] : [];
  return [...own, ...branchesOf(schema).flatMap(fixedShapes), ...(schema.items ? fixedShapes(schema.items) : [])];
}

/** Closes every object the adapter checks: the ones its field tree looks into. */
function close(schema: JsonSchema, tree: FieldTree): void {
  schema.additionalProperties = false;
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const inner = tree.nested.get(name);
    if (inner) for (const shape of fixedShapes(field)) close(shape, inner);
  }
}

/** The properties of the object at `segments`, made (closed, since only listed names go in) when missing. */
function propertiesAt(schema: JsonSchema, segments: readonly string[]): Record<string, JsonSchema> {
  let node = schema;
  for (const key of segments) {
    node.properties ??= {};
    const existing = node.properties[key];
    const fixed = existing ? fixedShapes(existing)[0] : undefined;
    if (fixed) {
      node = fixed;
      continue;
    }
    node = node.properties[key] = { type: 'object', properties: {}, additionalProperties: false };
  }
  return (node.properties ??= {});
}

const put = (schema: JsonSchema, path: string, property: JsonSchema) => {
  const segments = path.split('.');
  propertiesAt(schema, segments.slice(0, -1))[segments.at(-1)!] = property;
};

const propertyAt = (schema: JsonSchema, path: string): JsonSchema | undefined => {
  const segments = path.split('.');
  return propertiesAt(schema, segments.slice(0, -1))[segments.at(-1)!];
};

/**
 * The JSON body schema with the route's read names added and closed, or left open when the schema
 * does not list every name the route takes (a bulk call's union of actions). `elsewhere` are the
 * names taken outside the JSON body: path parameters and files.
 */
export function describeBodyFields(body: JsonSchema, fields: RouteFields, elsewhere: ReadonlySet<string>): JsonSchema {
  const { tree, names } = fields;
  const listed = new Set([...Object.keys(body.properties ?? {}), ...elsewhere]);
  if (!tree || tree.variants || [...tree.names].some((name) => !listed.has(name))) return body;
  const schema = structuredClone(body);
  close(schema, tree);
  for (const [read, write] of Object.entries(names.aliases ?? {})) {
    put(schema, read, { ...propertyAt(schema, write), description: ALIAS_NOTE(write) });
  }
  for (const [path, form] of Object.entries(names.readForms ?? {})) {
    const current = propertyAt(schema, path);
    if (form === 'file') put(schema, path, { readOnly: true, description: STORED_FILE_NOTE });
    else if (current) {
      const record = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
      put(schema, path, { anyOf: [current, record], description: RECORD_NOTE });
    }
  }
  for (const path of names.readOnly ?? []) {
    if (!propertyAt(schema, path) && !elsewhere.has(path))
      put(schema, path, { readOnly: true, description: READ_ONLY_NOTE });
  }
  return schema;
}
