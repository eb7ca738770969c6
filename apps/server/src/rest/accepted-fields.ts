/**
 * The names an input takes at each level, read from the procedure's JSON Schema: its top-level
 * fields and, inside every fixed object (an address, a profile, a list's items), that object's
 * fields. Free-form maps (customFields, an import's mapping, a timeline event's details) and
 * values of any shape are not looked into: their keys are the procedure's to check.
 */
import type { JsonSchema } from './input-schema';

export interface FieldTree {
  names: ReadonlySet<string>;
  /** The fixed objects (or lists of them) among the names, with their own names. */
  nested: ReadonlyMap<string, FieldTree>;
  /** A union told apart by one field (a bulk call's `action`): the names each of its values takes. */
  variants?: { by: string; names: ReadonlyMap<string, ReadonlySet<string>> };
}

interface Shapes {
  fixed: JsonSchema[];
  /** Some branch may be an object whose keys no schema lists. */
  open: boolean;
}

const branchesOf = (s: JsonSchema): JsonSchema[] => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];

const isMap = (s: JsonSchema) =>
  s.propertyNames !== undefined || (typeof s.additionalProperties === 'object' && s.additionalProperties !== null);

const mayBeAnything = (s: JsonSchema) =>
  branchesOf(s).length === 0 &&
  s.type === undefined &&
  s.const === undefined &&
  s.enum === undefined &&
  s.items === undefined &&
  s.properties === undefined;

const declaresObject = (s: JsonSchema) => s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));

/** The object shapes a value (or each item of a list) may take, through unions. */
function collect(schema: JsonSchema, shapes: Shapes): Shapes {
  for (const branch of branchesOf(schema)) collect(branch, shapes);
  if (schema.items) collect(schema.items, shapes);
  if (isMap(schema) || mayBeAnything(schema)) shapes.open = true;
  else if (schema.properties) shapes.fixed.push(schema);
  else if (declaresObject(schema)) shapes.open = true;
  return shapes;
}

/** A field shared by every branch with a constant in each: the one that tells them apart. */
function discriminator(objects: readonly JsonSchema[]): string | undefined {
  const [first, ...rest] = objects;
  if (!first || rest.length === 0) return undefined;
  return Object.keys(first.properties ?? {}).find((name) =>
    objects.every((o) => typeof o.properties?.[name]?.const === 'string'),
  );
}

function treeOf(objects: readonly JsonSchema[]): FieldTree {
  const names = new Set(objects.flatMap((o) => Object.keys(o.properties ?? {})));
  const nested = new Map<string, FieldTree>();
  for (const name of names) {
    const child = childTree(objects.flatMap((o) => (o.properties?.[name] ? [o.properties[name]] : [])));
    if (child) nested.set(name, child);
  }
  const by = discriminator(objects);
  if (!by) return { names, nested };
  const variants = new Map(
    objects.map((o) => [o.properties![by]!.const as string, new Set(Object.keys(o.properties!))]),
  );
  return { names, nested, variants: { by, names: variants } };
}

/** The names inside a field, when every object it may hold is a fixed one. */
function childTree(schemas: readonly JsonSchema[]): FieldTree | undefined {
  const shapes: Shapes = { fixed: [], open: false };
  for (const schema of schemas) collect(schema, shapes);
  return shapes.open || shapes.fixed.length === 0 ? undefined : treeOf(shapes.fixed);
}

function merge(a: FieldTree, b: FieldTree): FieldTree {
  const nested = new Map(a.nested);
  for (const [name, tree] of b.nested) nested.set(name, nested.has(name) ? merge(nested.get(name)!, tree) : tree);
  const names = new Set([...a.names, ...b.names]);
  const withVariants = a.variants ? a : b.variants ? b : undefined;
  if (!withVariants?.variants) return { names, nested };
  const others = withVariants === a ? b.names : a.names;
  const { by, names: byValue } = withVariants.variants;
  const variants = new Map([...byValue].map(([value, own]) => [value, new Set([...own, ...others])]));
  return { names, nested, variants: { by, names: variants } };
}

/**
 * The names the procedure's chained inputs take together (tRPC merges them); undefined when the
 * input is itself free-form, so nothing can be checked. No input at all takes no names.
 */
export function fieldTreeOf(parts: readonly JsonSchema[]): FieldTree | undefined {
  let tree: FieldTree = { names: new Set(), nested: new Map() };
  for (const part of parts) {
    const shapes = collect(part, { fixed: [], open: false });
    if (shapes.open) return undefined;
    tree = merge(tree, treeOf(shapes.fixed));
  }
  return tree;
}

/** The names a value takes at this level: the branch its discriminator names, else every branch's. */
export function namesFor(tree: FieldTree, value: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  const chosen = tree.variants && value[tree.variants.by];
  return (typeof chosen === 'string' && tree.variants?.names.get(chosen)) || tree.names;
}

/** Whether a dotted path (`profile.avatar`) is a field the tree takes. */
export function takesPath(tree: FieldTree, path: string): boolean {
  const segments = path.split('.');
  const last = segments.pop()!;
  let node: FieldTree | undefined = tree;
  for (const segment of segments) {
    if (!node?.names.has(segment)) return false;
    node = node.nested.get(segment);
  }
  return node?.names.has(last) ?? false;
}
