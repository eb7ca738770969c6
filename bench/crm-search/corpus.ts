/**
 * The corpus bench/crm-search searches: brands with made-up names, and leads whose names and emails
 * repeat the way a real list does (a few dozen first names and surnames), with one rare full name
 * in the middle. Deterministic, so every run searches the same rows.
 */
import { LEAD_STAGES, OUTCOMES, PRIORITIES } from '@app/contracts';
import { tenantTables, withTenant, type Database } from '@app/db';

const FIRST = ['Aarav', 'Maria', 'John', 'Priya', 'Liam', 'Sofia', 'Noah', 'Ananya', 'Ethan', 'Mei', 'Lucas', 'Fatima'];
const FIRST_MORE = ['Oliver', 'Isha', 'James', 'Chloe', 'Rohan', 'Emma', 'Arjun', 'Grace', 'Diego', 'Hana'];
const LAST = ['Sharma', 'Garcia', 'Smith', 'Patel', 'Brown', 'Rossi', 'Wilson', 'Kumar', 'Chen', 'Silva', 'Taylor'];
const LAST_MORE = ['Nair', 'Martin', 'Khan', 'Lopez', 'Davies', 'Iyer', 'Evans', 'Wright', 'Das', 'Moreau'];
const FIRSTS = [...FIRST, ...FIRST_MORE];
const LASTS = [...LAST, ...LAST_MORE];
const WORDS = ['Nova', 'Blue', 'Peak', 'Urban', 'Green', 'Solar', 'Prime', 'Swift', 'Cedar', 'Lotus', 'Iron', 'Coral'];
const KINDS = ['Foods', 'Labs', 'Wear', 'Motors', 'Studio', 'Goods', 'Works', 'Home', 'Tech', 'Craft'];

/** The one lead with this name: the "rare full name" search finds exactly it. */
export const RARE_NAME = 'Zenobia Quillfeather';

const { leads, brands } = tenantTables;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** Lead `i` of `total`, of one of `brandIds`, created a minute after lead i - 1. */
function leadAt(i: number, total: number, brandIds: string[]) {
  const base = Date.UTC(2025, 0, 1);
  const rare = i === Math.floor(total / 2);
  const first = pick(FIRSTS, i);
  const last = pick(LASTS, Math.floor(i / FIRSTS.length) + i * 7);
  const name = rare ? RARE_NAME : `${first} ${last}`;
  const createdAt = new Date(base + i * 60_000);
  return {
    brandId: brandIds[(i * 31) % brandIds.length]!,
    clientName: name,
    emailId: `${name.toLowerCase().replace(/ /g, '.')}${i % 997}@mail${i % 50}.example.com`,
    mobileNumber: `+9198${String(i).padStart(8, '0')}`,
    stage: pick(LEAD_STAGES, i),
    outcome: pick(OUTCOMES, i),
    priority: pick(PRIORITIES, i),
    date: createdAt.toISOString().slice(0, 10),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Writes `counts.brands` brands, then `counts.leads` leads in multi-row inserts of 1,000. */
export async function loadCorpus(db: Database, companyId: number, counts: { leads: number; brands: number }) {
  const brandIds = await withTenant(db, companyId, async (tx) => {
    const rows = await tx
      .insert(brands)
      .values(
        Array.from({ length: counts.brands }, (_, i) => ({
          name: `${pick(WORDS, i)} ${pick(KINDS, Math.floor(i / WORDS.length))} ${i + 1}`,
          industry: pick(KINDS, i),
          website: `https://brand${i + 1}.example.com`,
        })),
      )
      .returning({ id: brands.id });
    return rows.map((r) => r.id);
  });
  for (let start = 0; start < counts.leads; start += 1000) {
    const size = Math.min(1000, counts.leads - start);
    const batch = Array.from({ length: size }, (_, k) => leadAt(start + k, counts.leads, brandIds));
    await withTenant(db, companyId, (tx) => tx.insert(leads).values(batch));
  }
}
