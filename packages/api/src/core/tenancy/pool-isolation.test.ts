/**
 * Under concurrency, a pooled connection never answers one company's call from another company's
 * schema: hundreds of interleaved calls for three companies (reads, failing calls that roll back,
 * list totals served from memory) share a pool of five connections, and every answer must be its
 * own company's. Complements the pool-of-one test in packages/db/src/tenancy.test.ts.
 */
import { describe, expect } from 'vitest';

import { sql, tenantTables, withTenant } from '@app/db';

import { appTest } from '../../testing/fixtures';
import { signedInCompany, type SignedInCompany } from '../../testing/signed-in-company';

const { brands, leads } = tenantTables;
const SUBDOMAINS = ['alpha', 'bravo', 'charlie'] as const;

/** `companies`: the three companies by subdomain, signed in with their leads before the first test. */
const it = appTest().extend('companies', { scope: 'file', auto: true }, async ({ app }) => {
  const companies = new Map<string, SignedInCompany>();
  for (const [i, subdomain] of SUBDOMAINS.entries()) {
    const company = await signedInCompany(app, subdomain);
    companies.set(subdomain, company);
    // A different number of leads per company, so a total from the wrong schema shows too.
    await withTenant(app.deps.db, company.company.id, async (tx) => {
      const [brand] = await tx
        .insert(brands)
        .values({ name: `Brand of ${subdomain}` })
        .returning();
      await tx
        .insert(leads)
        .values(Array.from({ length: i + 1 }, () => ({ brandId: brand!.id, clientName: `Client of ${subdomain}` })));
    });
  }
  return companies;
});

/** One call for `subdomain`, checked against what only that company holds. */
async function checkedCall(
  companies: Map<string, SignedInCompany>,
  subdomain: (typeof SUBDOMAINS)[number],
  kind: number,
) {
  const company = companies.get(subdomain)!;
  const owner = company.as('owner');
  if (kind === 0) {
    const { user } = await owner.auth.me();
    expect(user.email).toBe(`owner@${subdomain}.test`);
  } else if (kind === 1) {
    const list = await owner.crm.leads.list({ limit: 20 });
    expect(list.leads.map((l) => l.clientName)).toEqual(list.leads.map(() => `Client of ${subdomain}`));
    expect(list.pagination.total).toBe(SUBDOMAINS.indexOf(subdomain) + 1);
  } else {
    // A call that fails inside its transaction (unknown lead): rolled back, then the connection reused.
    await expect(owner.crm.leads.get({ id: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow();
  }
}

describe('a pool shared by many companies at once', () => {
  it('answers every interleaved call from its own company schema', async ({ companies }) => {
    const calls = Array.from({ length: 300 }, (_, i) =>
      checkedCall(companies, SUBDOMAINS[i % 3]!, Math.floor(i / 3) % 3),
    );
    await Promise.all(calls);
  });

  it('starts every tenant transaction on its own schema and leaves the connection on public', async ({
    app,
    companies,
  }) => {
    const ids = SUBDOMAINS.map((s) => companies.get(s)!.company.id);
    const seen = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        withTenant(app.deps.db, ids[i % 3]!, async (tx) => {
          const [row] = await tx.execute<{ schema: string }>(sql`select current_schema() as schema`);
          if (i % 7 === 0) throw new Error('rolled back on purpose');
          return { expected: `tenant_${ids[i % 3]}`, actual: row!.schema };
        }),
      ),
    );
    for (const result of seen) {
      if (result.status === 'fulfilled') expect(result.value.actual).toBe(result.value.expected);
      else expect(String(result.reason)).toContain('rolled back on purpose');
    }
    const after = await Promise.all(
      Array.from({ length: 10 }, () => app.deps.db.execute<{ schema: string }>(sql`select current_schema() as schema`)),
    );
    expect(after.map((rows) => rows[0]!.schema)).toEqual(after.map(() => 'public'));
  });
});
