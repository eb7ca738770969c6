/**
 * What every team service needs besides its transaction. The transaction's search_path is already
 * the company's schema with `public` after it (withTenant / inTenant), so tenant tables resolve to
 * the company and platform tables (companies, sessions, timeline) to `public`.
 */
import type { TeamActorRole } from '@app/contracts';

export interface TeamActor {
  id: string;
  name: string;
  /** Decides what they may change (docs/security.md, "Who may change whom"). */
  role: TeamActorRole;
  /** An API key acting with that role: logged as "API key <name>", never as a person. */
  isKey?: boolean;
}

export interface TeamScope {
  companyId: number;
  /** The request's clock (week windows, updatedAt, date-of-birth checks). */
  now: Date;
  /** Who did it, for the company timeline; null for the system's own changes. */
  actor: TeamActor | null;
  /** Where the request came from, for the security log. */
  request?: { ip: string; userAgent: string | null };
}
