/**
 * What every team service needs besides its transaction. The transaction's search_path is already
 * the company's schema with `public` after it (withTenant / inTenant), so tenant tables resolve to
 * the company and platform tables (companies, sessions, timeline) to `public`.
 */
export interface TeamActor {
  id: string;
  name: string;
}

export interface TeamScope {
  companyId: number;
  /** The request's clock (week windows, updatedAt, date-of-birth checks). */
  now: Date;
  /** Who did it, for the company timeline; null for the system's own changes. */
  actor: TeamActor | null;
}
