/**
 * A request's fields checked against the names its route takes, before the procedure sees them:
 * the names reads answer with become their write fields and read-only ones are dropped
 * (field-names.ts), so what a GET answered can be sent back; any other name the route does not
 * take is a 400 naming it, so nothing a client meant to change is dropped without a word.
 */
import { AppError } from '@app/api';
import { findUnsafeText, INPUT_LIMITS, MESSAGES, type FieldError } from '@app/contracts';

import { fieldTreeOf, namesFor, takesPath, type FieldTree } from './accepted-fields';
import {
  holdsFile,
  isPlainObject,
  MISSING,
  removeAt,
  sameValue,
  segmentsOf,
  setAt,
  valueAt,
  type Fields,
} from './field-paths';
import { readNamesOf, type ReadNames } from './field-names';
import { inputSchemaParts } from './input-schema';
import type { ProcedureInfo } from './procedure';
import { hasBody, pathParams, type RestRoute } from './route-types';
import { suggestName } from './suggest';

export interface RouteFields {
  /** Undefined when the input is free-form: then nothing is checked here. */
  tree: FieldTree | undefined;
  names: ReadNames;
  /** Taken (the URL's value wins), but never suggested for a body or a query. */
  pathParams: ReadonlySet<string>;
}

/**
 * What a route takes, for the adapter and the OpenAPI document alike. A read name must stand for a
 * field the procedure has: a typo in field-names.ts stops start-up (and the tests).
 */
export function routeFieldsOf(route: RestRoute, info: ProcedureInfo): RouteFields {
  const parts = inputSchemaParts(info);
  // A query string where none is taken (health, readiness, the dashboards) is left alone: nothing in
  // it can be mistyped, and probes and caches may add parameters of their own.
  const free = parts.length === 0 && !hasBody(route);
  const fields = {
    tree: free ? undefined : fieldTreeOf(parts),
    names: readNamesOf(route.procedure),
    pathParams: new Set(pathParams(route.path)),
  };
  for (const write of [...Object.values(fields.names.aliases ?? {}), ...Object.keys(fields.names.readForms ?? {})]) {
    if (!fields.tree || !takesPath(fields.tree, write)) {
      throw new Error(`REST route ${route.method} ${route.path}: "${route.procedure}" has no input field "${write}"`);
    }
  }
  return fields;
}

type Text = (name: string, suggestion?: string) => string;

/** Read names moved to their write fields, read-only and read-form values dropped; clashes noted. */
function applyReadNames(input: Fields, fields: RouteFields, errors: FieldError[]) {
  const { tree, names } = fields;
  const out = { ...input };
  const takes = (path: string) => tree !== undefined && takesPath(tree, path);
  let dropped = false;
  for (const [read, write] of Object.entries(names.aliases ?? {})) {
    const [from, to] = [segmentsOf(read), segmentsOf(write)];
    const value = valueAt(out, from);
    if (value === MISSING) continue;
    const current = valueAt(out, to);
    if (current !== MISSING && !sameValue(value, current)) {
      const msg = MESSAGES.validation.sameFieldTwice(read, write);
      errors.push({ path: read, msg }, { path: write, msg });
    } else if (current === MISSING && !setAt(out, to, value)) continue;
    removeAt(out, from, takes);
  }
  for (const [path, form] of Object.entries(names.readForms ?? {})) {
    const at = segmentsOf(path);
    const value = valueAt(out, at);
    if (value === MISSING) continue;
    if (form === 'record' && isPlainObject(value) && typeof value.id === 'string') setAt(out, at, value.id);
    if (form === 'file' && !holdsFile(value)) {
      removeAt(out, at, takes);
      dropped = true;
    }
  }
  for (const path of names.readOnly ?? []) {
    if (!takes(path) && removeAt(out, segmentsOf(path), takes)) dropped = true;
  }
  return { out, dropped };
}

/** The names a level takes that a client may be pointed to: its fields and the aliases read at it. */
function candidatesAt(names: ReadonlySet<string>, prefix: string, fields: RouteFields): string[] {
  const own = [...names].filter((name) => prefix !== '' || !fields.pathParams.has(name));
  const aliases = Object.keys(fields.names.aliases ?? {})
    .filter((read) => read.startsWith(prefix) && !read.slice(prefix.length).includes('.'))
    .map((read) => read.slice(prefix.length));
  return [...own, ...aliases];
}

/** Leftovers in an object only reads have (`contact` of a company), named one by one. */
function containerLeftovers(key: string, value: Fields, fields: RouteFields, text: Text, errors: FieldError[]) {
  const candidates = candidatesAt(new Set(), `${key}.`, fields);
  for (const inner of Object.keys(value)) {
    const suggestion = suggestName(inner, candidates);
    errors.push({ path: `${key}.${inner}`, msg: text(`${key}.${inner}`, suggestion && `${key}.${suggestion}`) });
  }
}

function isReadContainer(key: string, fields: RouteFields): boolean {
  const { aliases = {}, readOnly = [] } = fields.names;
  return [...Object.keys(aliases), ...readOnly].some((path) => path.startsWith(`${key}.`));
}

/** Every name of `value` its level does not take, into `errors`, up to the number a refusal names. */
function findUnknown(
  value: Fields,
  tree: FieldTree,
  prefix: string,
  fields: RouteFields,
  text: Text,
  errors: FieldError[],
) {
  const names = namesFor(tree, value);
  for (const [key, child] of Object.entries(value)) {
    if (errors.length >= INPUT_LIMITS.unknownFieldsNamed) return;
    const path = prefix + key;
    if (names.has(key)) {
      const inner = tree.nested.get(key);
      if (inner && isPlainObject(child)) findUnknown(child, inner, `${path}.`, fields, text, errors);
      if (inner && Array.isArray(child)) {
        child.forEach((item, index) => {
          if (isPlainObject(item)) findUnknown(item, inner, `${path}.${index}.`, fields, text, errors);
        });
      }
      continue;
    }
    if (prefix === '' && isPlainObject(child) && isReadContainer(key, fields)) {
      containerLeftovers(key, child, fields, text, errors);
      continue;
    }
    const suggestion = suggestName(key, candidatesAt(names, prefix, fields), tree.nested);
    errors.push({ path, msg: text(path, suggestion && prefix + suggestion) });
  }
}

const refusal = (errors: FieldError[]) =>
  new AppError('VALIDATION_ERROR', errors[0]!.msg, errors.slice(0, INPUT_LIMITS.unknownFieldsNamed));

/**
 * A body's fields as the procedure is to get them, or a 400 naming every unknown field (with the
 * name probably meant) and every read name sent beside its write name with another value.
 */
export function acceptBody(input: Fields, fields: RouteFields): Fields {
  if (!fields.tree) return input;
  const errors: FieldError[] = [];
  const { out, dropped } = applyReadNames(input, fields, errors);
  findUnknown(out, fields.tree, '', fields, MESSAGES.validation.unknownField, errors);
  if (errors.length === 0 && !dropped) return out;
  // A control character or too deep a nesting anywhere, even under a name dropped here, gets the
  // answer every procedure gives it (docs/decisions/0011).
  if (findUnsafeText(input)) return input;
  if (errors.length > 0) throw refusal(errors);
  return out;
}

/** A query string's parameters, or a 400 naming the ones the route does not take. */
export function acceptQuery(query: Fields, fields: RouteFields): Fields {
  if (!fields.tree) return query;
  const errors: FieldError[] = [];
  findUnknown(query, fields.tree, '', fields, MESSAGES.validation.unknownParameter, errors);
  if (errors.length === 0 || findUnsafeText(query)) return query;
  throw refusal(errors);
}
