/**
 * The kept indexes (docs/decisions/0026) against the statement, on 1,500 generated leads with
 * accents and punctuation in their names: the same matches as typed, similar spellings the
 * statement would accept, kept current through writes, bounded, and per company.
 */
import { GLOBAL_SEARCH, type SearchKind, type SearchResults } from '@app/contracts';
import { sql, withTenant } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { containsPattern } from '../../../lists/page';
import type { UserActor } from '../../../middlewares/auth';
import type { TestApp } from '../../../testing/harness';
import type { SignedInCompany } from '../../../testing/signed-in-company';
import { crmOf, crmTestApp } from '../../test-fixtures';
import { globalSearch } from '../query';
import { shapeOf } from '../statement';
import { KeptIndexes, KEPT_LIMITS, type KeptLimits } from './kept-indexes';
import { loadIndexes } from './load';
import { similarityOf, trigramsOf } from './similar-words';

let app: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
const owner = { role: 'owner' } as UserActor;
const KINDS: SearchKind[] = ['leads', 'brands', 'meetings', 'enquiries', 'team'];

const FIRSTS = ['Priya', 'Aarav', 'Élodie', 'Zoë', 'Øyvind', 'Mary-Jane', 'Sean', 'Ana', 'José', 'Li', 'Ärne'];
const LASTS = ['Sharma', 'Smith', "O'Brien", 'Müller', 'Nguyen', 'Kapoor', 'Das', 'Łukasz', 'García', 'Chen', 'Öztürk'];
const words = (list: string[]) => `(array[${list.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}])`;

/** Brands, leads (one a minute, newest last), and meetings and enquiries for every fifth lead. */
const SEED = [
  `insert into brands (name, website)
     select (array['Acme', 'Globex', 'Initech', 'Élan', 'Zoë & Co'])[1 + i % 5] || ' ' || (array['Foods', 'Labs', 'Motors', 'Studio'])[1 + (i / 5) % 4] || ' ' || i,
       'https://b' || i || '.example.org'
     from generate_series(0, 39) i`,
  `insert into leads (brand_id, client_name, email_id, created_at)
     select b.ids[1 + i % 40], n.name, lower(replace(n.name, ' ', '.')) || i || '@mail' || (i % 7) || '.example.com',
       timestamptz '2026-01-01 00:00Z' + i * interval '1 minute'
     from generate_series(0, 1499) i,
       lateral (select ${words(FIRSTS)}[1 + i % ${FIRSTS.length}] || ' ' || ${words(LASTS)}[1 + (i / 3 + i * 7) % ${LASTS.length}] as name) n,
       (select array_agg(id order by name) ids from brands) b`,
  `insert into meetings (lead_id, title, scheduled_at)
     select id, 'Call with ' || client_name, created_at from leads where extract(minute from created_at)::int % 5 = 0`,
  `insert into enquiries (lead_id, requirement)
     select id, (array['Website redesign', 'Mobile app', 'SEO retainer'])[1 + extract(minute from created_at)::int % 3] || ' for ' || client_name
     from leads where extract(minute from created_at)::int % 5 = 1`,
];

beforeAll(async () => {
  ({ app, a, b } = await crmTestApp('gk'));
  await withTenant(app.deps.db, a.company.id, async (tx) => {
    for (const statement of SEED) await tx.execute(sql.raw(statement));
  });
});
afterAll(async () => {
  await app?.close();
});

const log = { info: () => {}, warn: (message: string) => warnings.push(message), error: () => {} };
let warnings: string[] = [];

/**
 * Indexes of their own, read again as soon as a search finds them stale unless `limits` say
 * otherwise, reading `company` (or, to fail, a company that does not exist).
 */
function kept(limits: Partial<KeptLimits> = {}, companyId?: number) {
  const indexes = new KeptIndexes({ ...KEPT_LIMITS, minRereadMs: 0, rereadShare: Number.POSITIVE_INFINITY, ...limits });
  const search = async (company: SignedInCompany, q: string) => {
    const before = indexes.served;
    const { results } = await globalSearch(
      {
        actor: owner,
        db: app.deps.db,
        companyId: company.company.id,
        kept: { indexes, log, reload: (kinds) => loadIndexes(app.deps.db, companyId ?? company.company.id, kinds) },
      },
      q,
    );
    return { results, served: indexes.served - before };
  };
  /** Searched once, then read into memory. */
  const warm = async (company: SignedInCompany) => {
    await search(company, 'warm up');
    await indexes.settled();
  };
  return { indexes, search, warm };
}

const byStatement = async (company: SignedInCompany, q: string) =>
  (await globalSearch({ actor: owner, db: app.deps.db, companyId: company.company.id }, q)).results;

const labels = (results: SearchResults, kind: SearchKind) => results[kind].map((h) => h.label);

/** The terms people type, drawn from the seeded records: names, prefixes, fragments, typos. */
async function terms(): Promise<string[]> {
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
const leadsHolding = (ids: string[], q: string) =>
  withTenant(app.deps.db, a.company.id, async (tx) => {
    const [row] = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from leads where id = any(${`{${ids.join(',')}}`}::uuid[]) and (client_name ilike ${containsPattern(q)} or email_id ilike ${containsPattern(q)})`,
    );
    return row!.n;
  });

/** How many of `ids` (leads) have a word resembling each of `termWords` in their name (pg_trgm's `%`). */
const leadsResembling = (ids: string[], termWords: string[]) =>
  withTenant(app.deps.db, a.company.id, async (tx) => {
    const [row] = await tx.execute<{
      n: number;
    }>(sql`select count(*)::int as n from leads l where l.id = any(${`{${ids.join(',')}}`}::uuid[])
      and (select bool_and(exists (select 1 from unnest(regexp_split_to_array(lower(l.client_name), '[[:space:][:punct:]]+')) w
        where w % lower(t))) from json_array_elements_text(${JSON.stringify(termWords)}::json) t)`);
    return row!.n;
  });

describe('the same answers as the statement', () => {
  it('matches every term as typed as the statement does, and finds similar spellings it would accept', async () => {
    const { search, warm } = kept();
    await warm(a);
    let similar = 0;
    for (const q of await terms()) {
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
      expect(await leadsHolding(fragments, q), q).toBe(fragments.length);
      const close = results.leads.filter((h) => h.rank === 3).map((h) => h.id);
      similar += close.length;
      expect(await leadsResembling(close, shapeOf(q.toLowerCase()).words), q).toBe(close.length);
    }
    // The pool holds typos: similar spellings were looked at, not just skipped.
    expect(similar).toBeGreaterThan(10);
  });

  it('looks for fragments of a short term among the latest records only, newest first', async () => {
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
  it('makes the trigrams and similarity PostgreSQL makes', async () => {
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

describe('kept current', () => {
  it('answers a write at once, from memory again once read, and a delete and a brand rename the same way', async () => {
    const { search, warm } = kept();
    await warm(a);
    const crm = crmOf(a);
    const brand = (await crm.brands.create({ name: 'Quokka Works' })).brand;
    await warm(a);
    const lead = (await crm.leads.create({ brandId: brand.id, clientName: 'Quincy Zed', csPersonId: a.member.id }))
      .lead;

    const written = await search(a, 'quincy');
    expect(labels(written.results, 'leads')).toEqual(['Quincy Zed']);
    // Leads, meetings and enquiries read the leads' counter: the statement answered them.
    expect(written.served).toBe(2);
    await warm(a);
    const read = await search(a, 'quincy');
    expect(read.served).toBe(KINDS.length);
    expect(read.results.leads.map((h) => h.detail)).toEqual(['Quokka Works']);

    await crm.brands.update({ id: brand.id, name: 'Quokka Labs' });
    expect((await search(a, 'quincy')).results.leads.map((h) => h.detail)).toEqual(['Quokka Labs']);
    await warm(a);
    expect((await search(a, 'quincy')).results.leads.map((h) => h.detail)).toEqual(['Quokka Labs']);

    await crm.leads.remove({ id: lead.id });
    expect(labels((await search(a, 'quincy')).results, 'leads')).toEqual([]);
    await warm(a);
    const deleted = await search(a, 'quincy');
    expect(deleted.served).toBe(KINDS.length);
    expect(labels(deleted.results, 'leads')).toEqual([]);
  });

  it('reads a changed kind again no sooner than its limits allow; the statement answers meanwhile', async () => {
    const { search, warm } = kept({ minRereadMs: 60_000 });
    await warm(a);
    const brand = (await crmOf(a).brands.create({ name: 'Wombat Trading' })).brand;
    await warm(a);
    const found = await search(a, 'wombat');
    expect(labels(found.results, 'brands')).toEqual(['Wombat Trading']);
    // Brands were read a moment ago: the index stays stale, and leads with it (they show the brand).
    expect(found.served).toBe(3);
    await crmOf(a).brands.remove({ id: brand.id });
    expect(labels((await search(a, 'wombat')).results, 'brands')).toEqual([]);
  });
});

describe('bounded and per company', () => {
  it("keeps each company's indexes apart: a term only the other company has finds nothing", async () => {
    const { indexes, search, warm } = kept();
    await warm(a);
    await warm(b);
    expect(indexes.held.entries).toBe(2 * KINDS.length);
    const other = await search(b, 'priya');
    expect(other.served).toBe(KINDS.length);
    expect(Object.values(other.results).flat()).toEqual([]);
    expect(labels((await search(a, 'priya sharma')).results, 'leads')).toContain('Priya Sharma');
  });

  it('keeps no more than its memory allows, and answers right without it', async () => {
    const { indexes, search, warm } = kept({ maxBytes: 64 * 1024 });
    await warm(a);
    expect(indexes.held.bytes).toBeLessThanOrEqual(64 * 1024);
    // 1,500 leads do not fit: the statement answers them.
    const { results, served } = await search(a, 'priya sharma');
    expect(served).toBeLessThan(KINDS.length);
    expect(labels(results, 'leads')[0]).toBe('Priya Sharma');
  });

  it('logs a read that fails and answers from the statement', async () => {
    warnings = [];
    const { indexes, search, warm } = kept({}, 999_999);
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
