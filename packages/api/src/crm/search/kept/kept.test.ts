/**
 * The kept indexes (docs/decisions/0026) against the statement, on 1,500 generated leads with
 * accents and punctuation in their names: the same matches as typed, similar spellings the
 * statement would accept, pg_trgm's own trigrams, bounded memory, and each company apart.
 */
import { GLOBAL_SEARCH, type SearchResults } from '@app/contracts';
import { sql, withTenant } from '@app/db';
import { describe, expect } from 'vitest';

import { containsPattern } from '../../../kit/pagination/page';
import type { TestApp } from '../../../testing/harness';
import type { SignedInCompany } from '../../../testing/signed-in-company';
import { shapeOf } from '../statement';
import { KINDS, keptAppTest, labels } from './kept-fixtures';
import { similarityOf, trigramsOf } from './similar-words';

const it = keptAppTest('gk');

/** The terms people type, drawn from the seeded records: names, prefixes, fragments, typos. */
async function terms(app: TestApp, a: SignedInCompany): Promise<string[]> {
  const rows = await withTenant(app.deps.db, a.company.id, (tx) =>
    tx.execute<{ name: string; email: string }>(
      sql`select client_name as name, email_id as email from leads order by md5(id::text) limit 40`,
    ),
  );
  const picked = new Set<string>(['zq', 'Ø', 'xample', 'mail3.ex', '.example.', 'website', 'Call with Zoë', 'zzqx']);
  for (const [i, { name, email }] of [...rows].entries()) {
    picked.add(name);
    picked.add(name.toUpperCase());
    picked.add(name.slice(0, 2 + (i % 5)));
    picked.add(email.slice(i % 8, (i % 8) + 3 + (i % 6)));
    picked.add(name.split(' ').at(-1)!);
    // A doubled letter and a dropped one.
    picked.add(name.slice(0, 3) + name.slice(2));
    picked.add(name.slice(0, 2) + name.slice(3));
  }
  for (const brand of ['Acme Foods', 'élan', 'Zoë & Co Labs 13', 'Initech Motors']) picked.add(brand);
  return [...picked];
}

/** How many of `ids` (leads) hold `q` in their name or email, as the statement's fragment arm asks. */
const leadsHolding = (app: TestApp, a: SignedInCompany, ids: string[], q: string) =>
  withTenant(app.deps.db, a.company.id, async (tx) => {
    const [row] = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from leads where id = any(${`{${ids.join(',')}}`}::uuid[]) and (client_name ilike ${containsPattern(q)} or email_id ilike ${containsPattern(q)})`,
    );
    return row!.n;
  });

/** How many of `ids` (leads) have a word resembling each of `termWords` in their name (pg_trgm's `%`). */
const leadsResembling = (app: TestApp, a: SignedInCompany, ids: string[], termWords: string[]) =>
  withTenant(app.deps.db, a.company.id, async (tx) => {
    const [row] = await tx.execute<{
      n: number;
    }>(sql`select count(*)::int as n from leads l where l.id = any(${`{${ids.join(',')}}`}::uuid[])
      and (select bool_and(exists (select 1 from unnest(regexp_split_to_array(lower(l.client_name), '[[:space:][:punct:]]+')) w
        where w % lower(t))) from json_array_elements_text(${JSON.stringify(termWords)}::json) t)`);
    return row!.n;
  });

describe('the same answers as the statement', () => {
  it('matches every term as typed as the statement does, and finds similar spellings it would accept', async ({
    app,
    a,
    kept,
    byStatement,
  }) => {
    const { search, warm } = kept();
    await warm(a);
    let similar = 0;
    for (const q of await terms(app, a)) {
      const statement = await byStatement(a, q);
      const { results, served } = await search(a, q);
      expect(served, q).toBe(KINDS.length);
      const typed = Object.values(results).some((hits) => hits.some((h) => h.rank < 3));
      for (const kind of KINDS) {
        const ofRank = (hits: SearchResults, test: (rank: number) => boolean) =>
          hits[kind].filter((h) => test(h.rank)).map((h) => `${h.rank} ${h.label}`);
        // Exact and prefix: the same names (ties of one name may be other records of that name).
        expect(ofRank(results, (r) => r < 2).sort(), `${q} (${kind})`).toEqual(ofRank(statement, (r) => r < 2).sort());
        // Fragments come in no set order: as many, each a true match.
        expect(ofRank(results, (r) => r === 2).length, `${q} (${kind})`).toBe(ofRank(statement, (r) => r === 2).length);
        // Similar spellings: only when nothing matched as typed, and at least what the statement found.
        const close = results[kind].filter((h) => h.rank === 3);
        if (close.length > 0) expect(typed, q).toBe(false);
        expect(close.length, `${q} (${kind})`).toBeGreaterThanOrEqual(ofRank(statement, (r) => r === 3).length);
      }
      const fragments = results.leads.filter((h) => h.rank === 2).map((h) => h.id);
      expect(await leadsHolding(app, a, fragments, q), q).toBe(fragments.length);
      const close = results.leads.filter((h) => h.rank === 3).map((h) => h.id);
      similar += close.length;
      expect(await leadsResembling(app, a, close, shapeOf(q.toLowerCase()).words), q).toBe(close.length);
    }
    // The pool holds typos: similar spellings were looked at, not just skipped.
    expect(similar).toBeGreaterThan(10);
  });

  it('looks for fragments of a short term among the latest records only, newest first', async ({ a, kept }) => {
    const { search, warm } = kept();
    await warm(a);
    // "zq" is in no name, and "Ø" only in Øyvind's: the newest of them come first.
    expect((await search(a, 'zq')).results.leads).toEqual([]);
    const { results } = await search(a, 'ø');
    expect(results.leads.length).toBeLessThanOrEqual(GLOBAL_SEARCH.perKind);
    expect(results.leads.every((h) => h.label.startsWith('Øyvind'))).toBe(true);
  });
});

describe("pg_trgm's trigrams and similarity", () => {
  it('makes the trigrams and similarity PostgreSQL makes', async ({ app, a }) => {
    const pairs = [
      ['sharmaa', 'sharma'],
      ['mary-jane', 'maryjane'],
      ['øyvind', 'oyvind'],
      ['zoë', 'zoe'],
      ['o', 'ob'],
      ['müller', 'muller'],
      ['smiht', 'smith'],
    ];
    const rows = await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute<{ one: string[]; other: string[]; similarity: number }>(
        sql`select show_trgm(p->>0) as one, show_trgm(p->>1) as other, similarity(p->>0, p->>1) as similarity
          from json_array_elements(${JSON.stringify(pairs)}::json) p`,
      ),
    );
    // pg_trgm shows a trigram holding a character past ASCII by its hash: those words by count.
    const same = (word: string, ours: Set<string>, shown: string[]) =>
      /^[\x20-\x7e]*$/.test(word)
        ? expect([...ours].sort(), word).toEqual([...shown].sort())
        : expect(ours.size, word).toBe(shown.length);
    [...rows].forEach((row, i) => {
      const [one, other] = pairs[i]!.map(trigramsOf);
      same(pairs[i]![0]!, one!, row.one);
      same(pairs[i]![1]!, other!, row.other);
      const shared = [...one!].filter((t) => other!.has(t)).length;
      expect(similarityOf(shared, one!.size, other!.size)).toBeCloseTo(Number(row.similarity), 5);
    });
  });
});

describe('bounded and per company', () => {
  it("keeps each company's indexes apart: a term only the other company has finds nothing", async ({ a, b, kept }) => {
    const { indexes, search, warm } = kept();
    await warm(a);
    await warm(b);
    expect(indexes.held.entries).toBe(2 * KINDS.length);
    const other = await search(b, 'priya');
    expect(other.served).toBe(KINDS.length);
    expect(Object.values(other.results).flat()).toEqual([]);
    expect(labels((await search(a, 'priya sharma')).results, 'leads')).toContain('Priya Sharma');
  });

  it('keeps no more than its memory allows, and answers right without it', async ({ a, kept }) => {
    const { indexes, search, warm } = kept({ maxBytes: 64 * 1024 });
    await warm(a);
    expect(indexes.held.bytes).toBeLessThanOrEqual(64 * 1024);
    // 1,500 leads do not fit: the statement answers them.
    const { results, served } = await search(a, 'priya sharma');
    expect(served).toBeLessThan(KINDS.length);
    expect(labels(results, 'leads')[0]).toBe('Priya Sharma');
  });

  it('logs a read that fails and answers from the statement', async ({ a, kept }) => {
    const { indexes, search, warm, warnings } = kept({}, 999_999);
    await warm(a);
    expect(warnings).toEqual([
      expect.stringContaining('Global search: reading leads, brands, meetings, enquiries, team'),
    ]);
    expect(indexes.held.entries).toBe(0);
    const { results, served } = await search(a, 'priya sharma');
    expect(served).toBe(0);
    expect(labels(results, 'leads')[0]).toBe('Priya Sharma');
  });
});
