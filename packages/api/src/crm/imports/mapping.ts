/**
 * Which file column goes to which field: matched automatically by the field's key, label or a common
 * spelling (case, spaces, dashes and underscores ignored), remembered per set of headers, and checked
 * when the user sends their own.
 */
import { IMPORT_LIMITS, MESSAGES, type ImportKind } from '@app/contracts';
import { and, eq, sql, tenantTables, type Executor, type Tx } from '@app/db';

import { fieldError } from '../../core/errors';
import type { ImportField } from './fields';

const { importMappings } = tenantTables;
const m = MESSAGES.crm.imports;

export type Mapping = (string | null)[];

/**
 * "Next Follow-up Date", "next_follow_up_date" and "nextFollowUpDate" all read "nextfollowupdate";
 * the short forms spreadsheets use for "number" read as the word: "Phone No.", "Mobile #" and
 * "Contact Num" are "phonenumber", "mobilenumber" and "contactnumber".
 */
export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/[\s_\-.:/()]+/g, '')
    .replace(/(?:no|num|nr|#)$/, 'number');

/** The field each header names, or null; a field is matched once (the first column wins). */
export function suggestMapping(headers: readonly string[], fields: readonly ImportField[]): Mapping {
  const byName = new Map<string, string>();
  // Keys and labels first, so a field's own name beats another field's alias.
  for (const f of fields) for (const name of [f.key, f.label]) byName.set(normalizeHeader(name), f.key);
  for (const f of fields) {
    for (const alias of f.aliases ?? []) {
      const key = normalizeHeader(alias);
      if (!byName.has(key)) byName.set(key, f.key);
    }
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = byName.get(normalizeHeader(header));
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

/** The user's mapping, refused (400 naming `mapping`) when it does not fit the file and the fields. */
export function checkMapping(mapping: Mapping, headers: readonly string[], fields: readonly ImportField[]): Mapping {
  if (mapping.length !== headers.length) throw fieldError('mapping', m.mappingLength(headers.length));
  const known = new Map(fields.map((f) => [f.key, f]));
  const seen = new Set<string>();
  mapping.forEach((key, index) => {
    if (key === null) return;
    if (!known.has(key)) throw fieldError(`mapping.${index}`, m.mappingUnknownField(key));
    if (seen.has(key)) throw fieldError(`mapping.${index}`, m.mappingTwice(known.get(key)!.label));
    seen.add(key);
  });
  const missing = fields.filter((f) => f.required && !seen.has(f.key)).map((f) => f.label);
  if (missing.length > 0) throw fieldError('mapping', m.mappingMissing(missing.join(', ')));
  return mapping;
}

export const headerKeyOf = (headers: readonly string[]) =>
  headers
    .map((h) => h.trim().toLowerCase())
    .join('\n')
    .slice(0, IMPORT_LIMITS.maxColumns * IMPORT_LIMITS.headerMax);

/** The mapping last used for exactly these headers, if it still fits the fields. */
export async function rememberedMapping(
  tx: Executor,
  kind: ImportKind,
  headers: readonly string[],
  fields: readonly ImportField[],
): Promise<Mapping | null> {
  const [row] = await tx
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.kind, kind), sql`md5(${importMappings.headerKey}) = md5(${headerKeyOf(headers)})`));
  if (!row) return null;
  const known = new Set(fields.map((f) => f.key));
  // A column deleted since then is simply left out.
  return row.mapping.length === headers.length ? row.mapping.map((k) => (k && known.has(k) ? k : null)) : null;
}

export async function rememberMapping(tx: Tx, kind: ImportKind, headers: readonly string[], mapping: Mapping) {
  const headerKey = headerKeyOf(headers);
  await tx.execute(sql`
    insert into ${importMappings} (kind, header_key, mapping, updated_at)
    values (${kind}, ${headerKey}, ${JSON.stringify(mapping)}::jsonb, now())
    on conflict (kind, md5(header_key)) do update set mapping = excluded.mapping, updated_at = excluded.updated_at`);
}
