/**
 * What people type into the global search, drawn from the company's own generated data so the
 * bench measures searching, not one plan warmed on ten terms: whole client names, first names and
 * surnames, prefixes as they are typed (2 to 7 characters), email fragments, brand names and their
 * first word, meeting and enquiry wording, and misspellings (a doubled, dropped or swapped letter).
 * Seeded, so every run draws the same pool.
 */
import type { BenchTenant } from '../data-out/tenant';

/** A small seeded generator (mulberry32): the same pool in the before and after runs. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A typo a user makes in a word of 5 or more letters. */
function misspell(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

export async function searchTerms(tenant: BenchTenant, size = 600): Promise<string[]> {
  const { sql } = tenant.database;
  const random = seeded(20261123);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const rows = await sql.begin(async (tx) => {
    await tx.unsafe(`set local search_path = "${tenant.schema}", public`);
    const names = await tx.unsafe<{ v: string }[]>(`select distinct client_name v from leads order by 1`);
    const emails = await tx.unsafe<{ v: string }[]>(
      `select email_id v from leads where email_id is not null order by md5(email_id) limit 200`,
    );
    const brands = await tx.unsafe<{ v: string }[]>(`select name v from brands order by 1`);
    const requirements = await tx.unsafe<{ v: string }[]>(`select distinct requirement v from enquiries limit 200`);
    return { names, emails, brands, requirements };
  });
  const names = rows.names.map((r) => r.v);
  const firsts = [...new Set(names.map((n) => n.split(' ')[0]!))];
  const lasts = [...new Set(names.map((n) => n.split(' ').at(-1)!))];
  const emails = rows.emails.map((r) => r.v);
  const brands = rows.brands.map((r) => r.v);
  const requirements = rows.requirements.map((r) => r.v);
  const makers: (() => string)[] = [
    () => pick(names),
    () => pick(names).toLowerCase(),
    () => pick(firsts),
    () => pick(lasts).toLowerCase(),
    () => pick(names).slice(0, 2 + Math.floor(random() * 6)),
    () =>
      pick(lasts)
        .slice(0, 2 + Math.floor(random() * 3))
        .toLowerCase(),
    () => {
      const email = pick(emails);
      const at = Math.floor(random() * (email.length - 8));
      return email.slice(at, at + 5 + Math.floor(random() * 5));
    },
    () => pick(emails).split('@')[0]!,
    () => pick(brands),
    () => pick(brands).split(' ').slice(0, 2).join(' '),
    () => pick(requirements).split(' for ')[0]!,
    () => `Meeting with ${pick(firsts)}`,
    () => misspell(pick(lasts), random),
    () => misspell(pick(firsts.filter((f) => f.length >= 5)), random),
    () => `${pick(firsts)} ${misspell(pick(lasts), random)}`,
  ];
  const terms = new Set<string>();
  while (terms.size < size) {
    const term = pick(makers)().trim();
    if (term.length >= 2) terms.add(term);
  }
  return [...terms];
}
