/**
 * What the kept indexes' tests share (docs/decisions/0026): a company of 1,500 generated leads with
 * accents and punctuation in their names, indexes of a test's own, and the statement's answers to
 * compare with.
 */
import { GLOBAL_SEARCH, type SearchKind, type SearchResults } from '@app/contracts';
import { sql, withTenant } from '@app/db';

import type { CompanyActor, UserActor } from '../../../core/middlewares/auth';
import type { TestApp } from '../../../testing/harness';
import type { SignedInCompany } from '../../../testing/signed-in-company';
import { crmAppTest } from '../../test-fixtures';
import { globalSearch } from '../query';
import { KeptIndexes, KEPT_LIMITS, type KeptLimits } from './kept-indexes';
import { loadIndexes } from './load';

const owner = { role: 'owner' } as UserActor;
export const KINDS: SearchKind[] = ['leads', 'brands', 'meetings', 'enquiries', 'team'];

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

/** Writes the generated records into the company's schema. */
export const seedCompany = (app: TestApp, companyId: number) =>
  withTenant(app.deps.db, companyId, async (tx) => {
    for (const statement of SEED) await tx.execute(sql.raw(statement));
  });

/**
 * Indexes of their own, read again as soon as a search finds them stale unless `limits` say
 * otherwise, reading `company` (or, to fail, a company that does not exist), searched by `actor`
 * (the owner unless said).
 */
export function keptSearch(
  app: TestApp,
  limits: Partial<KeptLimits> = {},
  companyId?: number,
  actor: CompanyActor = owner,
) {
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (message: string) => warnings.push(message), error: () => {} };
  // A search waits for the changes up to waitMs: 100 ms in the product, generous here, so a busy
  // machine (or a cluster) does not turn "answered from memory" into "answered by the statement".
  // The test of that fallback sets waitMs itself.
  const indexes = new KeptIndexes({
    ...KEPT_LIMITS,
    minRereadMs: 0,
    rereadShare: Number.POSITIVE_INFINITY,
    waitMs: 10_000,
    ...limits,
  });
  const search = async (company: SignedInCompany, q: string) => {
    const before = indexes.served;
    const { results } = await globalSearch(
      {
        actor,
        db: app.deps.db,
        companyId: company.company.id,
        kept: {
          indexes,
          log,
          reload: (requests) => loadIndexes(app.deps.db, companyId ?? company.company.id, requests),
        },
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
  return { indexes, search, warm, warnings };
}

export const byStatement = async (app: TestApp, company: SignedInCompany, q: string, actor: CompanyActor = owner) =>
  (await globalSearch({ actor, db: app.deps.db, companyId: company.company.id }, q)).results;

export const labels = (results: SearchResults, kind: SearchKind) => results[kind].map((h) => h.label);
export const indexed = (q: string) => [...q].length >= GLOBAL_SEARCH.fragmentIndexMinChars;

/**
 * `it` with crmAppTest's set-up and the generated records written into A before the file's first
 * test; `kept`: keptSearch on the file's app, and `byStatement`: the statement's answers on it.
 */
export function keptAppTest(prefix: string) {
  const api = crmAppTest(prefix)
    .extend('seeded', { scope: 'file', auto: true }, ({ app, a }) => seedCompany(app, a.company.id))
    .extend(
      'kept',
      { scope: 'file' },
      ({ app }) =>
        (limits?: Partial<KeptLimits>, companyId?: number, actor?: CompanyActor) =>
          keptSearch(app, limits, companyId, actor),
    )
    .extend(
      'byStatement',
      { scope: 'file' },
      ({ app }) =>
        (company: SignedInCompany, q: string, actor?: CompanyActor) =>
          byStatement(app, company, q, actor),
    );
  // The seeding is made in a hook, under its 60 s rather than the first test's 30 s.
  api.beforeAll(({ seeded }) => {
    void seeded;
  });
  return api;
}
