/**
 * The security log (docs/decisions/0027-security-log.md): one append-only list of events per
 * company, and one for the platform's own accounts. The kinds, who can act, the bounds of what an
 * event carries and the reading filters live here, for the server and the screens alike.
 */
import { z } from 'zod';

import { MESSAGES } from '../messages';
import { SECURITY_EVENT_TYPES } from '../enums';
import { companyIdParam, dateOnlySchema, idParam, paginationInput } from './common';

export const SECURITY_LOG = {
  /** A person's or key's name (or, for someone not signed in, the address typed) as it was then. */
  labelMax: 320,
  /** An IPv6 address with a zone fits easily. */
  ipMax: 64,
  /** User agents are sent by the client and can be any length; the start says what it is. */
  userAgentMax: 512,
  /** The detail is a few facts (which list, how many rows), never a record's content. */
  detailMaxBytes: 2048,
  /** Events older than this many days are pruned, unless SECURITY_LOG_RETENTION_DAYS says otherwise. */
  defaultRetentionDays: 365,
  /** Ten years: beyond that a log is an archive, which this is not. */
  maxRetentionDays: 3650,
} as const;

const m = MESSAGES.securityLog;

const filters = {
  ...paginationInput,
  /** Only events by this person (or key). */
  actorId: idParam.optional(),
  type: z.enum(SECURITY_EVENT_TYPES, { error: m.typeInvalid }).optional(),
  /** First calendar day included, in the company's time zone (UTC for the platform's log). */
  from: dateOnlySchema.optional(),
  /** Last calendar day included. */
  to: dateOnlySchema.optional(),
};

const rangeInOrder = (input: { from?: string; to?: string }) => !input.from || !input.to || input.from <= input.to;
const rangeRule = { path: ['to'], error: m.rangeInvalid };

/** A company's log, read by its owner (the host's company), or the platform's own log. */
export const securityLogInput = z.object(filters).refine(rangeInOrder, rangeRule);
export type SecurityLogInput = z.infer<typeof securityLogInput>;

/** A company's log, read by a super admin (`id` is the company's, as in its other routes). */
export const companySecurityLogInput = z.object({ id: companyIdParam, ...filters }).refine(rangeInOrder, rangeRule);
export type CompanySecurityLogInput = z.infer<typeof companySecurityLogInput>;
