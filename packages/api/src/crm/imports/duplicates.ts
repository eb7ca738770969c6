/**
 * Duplicate detection: leads by email or mobile number (digits only), brands by name
 * (case-insensitive), against the company's records and the rows of the file read so far, and a
 * row repeating an earlier row of the file cell for cell (copyKeys). The
 * existing keys are read once at the start; every row the import creates joins the index, so a
 * later row of the file matches it.
 */
import type { ImportKind } from '@app/contracts';
import { sql, tenantTables, type Executor } from '@app/db';

import { allOr, visibleBrands, visibleLeads } from '../visibility';
import type { CellValue } from './cells';

export interface DuplicateHit {
  /** The record the row duplicates (existing, or created by an earlier row). */
  id: string;
  /** The earlier line of the file, when the match is within the file. */
  line?: number;
  /** An existing record outside the importer's record visibility: it may not be updated. */
  hidden?: true;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** The field each kind of key (its prefix) is made of; a copied row ('c:') has none. */
const KEY_FIELDS: Record<string, string> = { 'e:': 'emailId', 'm:': 'mobileNumber', 'n:': 'name' };

/** The keys a row is matched by. */
export function duplicateKeys(kind: ImportKind, values: Record<string, CellValue>): string[] {
  if (kind === 'brand') return typeof values.name === 'string' ? [`n:${values.name.toLowerCase()}`] : [];
  if (kind !== 'lead') return [];
  const keys: string[] = [];
  if (typeof values.emailId === 'string' && values.emailId) keys.push(`e:${values.emailId.toLowerCase()}`);
  if (typeof values.mobileNumber === 'string' && digits(values.mobileNumber).length >= 5) {
    keys.push(`m:${digits(values.mobileNumber)}`);
  }
  return keys;
}

/**
 * A row that repeats an earlier row of the file cell for cell (a lead with neither email nor mobile,
 * which duplicateKeys cannot match): matched within the file only, as the company's records are not
 * indexed by it. Only for the kinds whose duplicates the user decides on (leads, brands).
 */
export function copyKeys(kind: ImportKind, values: Record<string, CellValue>): string[] {
  return kind === 'lead' || kind === 'brand' ? [`c:${JSON.stringify(values)}`] : [];
}

export class DuplicateIndex {
  private keys = new Map<string, DuplicateHit>();

  private constructor(private readonly kind: ImportKind) {}

  static async load(tx: Executor, kind: ImportKind): Promise<DuplicateIndex> {
    const index = new DuplicateIndex(kind);
    if (kind === 'lead') {
      const rows = await tx.execute<{
        id: string;
        email_id: string | null;
        mobile_number: string | null;
        visible: boolean;
      }>(
        sql`select id, email_id, mobile_number, ${allOr(visibleLeads(tx))} as visible from ${tenantTables.leads} where email_id is not null or mobile_number is not null`,
      );
      for (const r of rows) {
        for (const key of duplicateKeys('lead', { emailId: r.email_id ?? '', mobileNumber: r.mobile_number ?? '' })) {
          if (!index.keys.has(key)) index.keys.set(key, r.visible ? { id: r.id } : { id: r.id, hidden: true });
        }
      }
    } else if (kind === 'brand') {
      const rows = await tx.execute<{ id: string; name: string; visible: boolean }>(
        sql`select id, name, ${allOr(visibleBrands(tx))} as visible from ${tenantTables.brands}`,
      );
      for (const r of rows) {
        const [key] = duplicateKeys('brand', { name: r.name });
        if (key && !index.keys.has(key)) index.keys.set(key, r.visible ? { id: r.id } : { id: r.id, hidden: true });
      }
    }
    return index;
  }

  /** The record the first of `keys` matches, and the field that key was made of. */
  find(keys: readonly string[]): (DuplicateHit & { field: string }) | undefined {
    for (const key of keys) {
      const hit = this.keys.get(key);
      if (hit) return { ...hit, field: KEY_FIELDS[key.slice(0, 2)] ?? '' };
    }
    return undefined;
  }

  /** Records that a row of the file now stands for `id` under these keys (first one wins). */
  add(keys: readonly string[], id: string, line: number) {
    for (const key of keys) if (!this.keys.has(key)) this.keys.set(key, { id, line });
  }

  get tracksDuplicates() {
    return this.kind === 'lead' || this.kind === 'brand';
  }
}
