import { eq, platformTables, type Database } from '@app/db';

import { BoundedCache, stringBytes } from '../caching/bounded-cache';

const { companies } = platformTables;

export interface CompanyRecord {
  id: number;
  subdomain: string;
  name: string;
  status: string;
  subscriptionEndDate: string | null;
  logoKey: string | null;
  themeColor: string;
  allowAdminCompanySettings: boolean;
  /** Every user signs in with a second factor (the owner's choice). */
  requireTwoFactor: boolean;
  /** IANA zone: "today", weeks and the digest hour are the company's own (docs/architecture.md#the-web-app). */
  timeZone: string;
  digestHour: number;
}

const columns = {
  id: companies.id,
  subdomain: companies.subdomain,
  name: companies.name,
  status: companies.status,
  subscriptionEndDate: companies.subscriptionEndDate,
  logoKey: companies.logoKey,
  themeColor: companies.themeColor,
  allowAdminCompanySettings: companies.allowAdminCompanySettings,
  requireTwoFactor: companies.requireTwoFactor,
  timeZone: companies.timeZone,
  digestHour: companies.digestHour,
};

/** `YYYY-MM-DD` of a moment, in UTC: subscription end dates are the platform's, one calendar for all. */
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Expired once the end date has passed; the end date itself is still a paid day. */
export function isExpired(company: Pick<CompanyRecord, 'subscriptionEndDate'>, now: Date): boolean {
  return company.subscriptionEndDate !== null && company.subscriptionEndDate < isoDay(now);
}

/** Active = status active and not expired (docs/product/platform-admin.md#states). */
export function isCompanyActive(company: Pick<CompanyRecord, 'status' | 'subscriptionEndDate'>, now: Date): boolean {
  return company.status === 'active' && !isExpired(company, now);
}

interface Entry {
  record: CompanyRecord | null;
  expires: number;
}

/**
 * Host → company lookups sit on every tenant request, so they go through a small cache in front of
 * the platform table. Writers invalidate it; the short lifetime bounds staleness when several
 * servers run.
 */
export class CompanyDirectory {
  private readonly bySub: BoundedCache<string, Entry>;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 10_000,
    maxEntries = 10_000,
  ) {
    // Unknown subdomains are remembered too (as null), so a scan of made-up hosts is bounded here.
    this.bySub = new BoundedCache({
      maxEntries,
      maxBytes: 8 * 1024 * 1024,
      sizeOf: (subdomain, entry) =>
        stringBytes(subdomain) + (entry.record ? 256 + stringBytes(JSON.stringify(entry.record)) : 0),
    });
  }

  async bySubdomain(subdomain: string): Promise<CompanyRecord | null> {
    const cached = this.bySub.get(subdomain);
    if (cached && cached.expires > Date.now()) return cached.record;
    const [row] = await this.db.select(columns).from(companies).where(eq(companies.subdomain, subdomain)).limit(1);
    const record = row ?? null;
    this.bySub.set(subdomain, { record, expires: Date.now() + this.ttlMs });
    return record;
  }

  /** The company id this server last looked up for `subdomain`, however old, without reading. */
  knownId(subdomain: string): number | undefined {
    return this.bySub.get(subdomain)?.record?.id;
  }

  async byId(id: number): Promise<CompanyRecord | null> {
    const [row] = await this.db.select(columns).from(companies).where(eq(companies.id, id)).limit(1);
    return row ?? null;
  }

  /** Forget a company after a write (by any of its subdomains, old and new). */
  invalidate(...subdomains: (string | undefined | null)[]): void {
    for (const s of subdomains) if (s) this.bySub.delete(s);
  }
}
