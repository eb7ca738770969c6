/**
 * The security log (docs/decisions/0027-security-log.md): one append-only list of events per
 * company, and one for the platform's own accounts. The kinds, who can act, the bounds of what an
 * event carries and the reading filters live here, for the server and the screens alike.
 */
import { z } from 'zod';

import { MESSAGES } from '../messages';
import { companyIdParam, dateOnlySchema, idParam, paginationInput } from './common';

/**
 * Every kind of event, in the order the event-type filter lists them. Kinds for features that do
 * not exist yet (API keys, webhooks) are here already so that their writers only have to call.
 */
export const SECURITY_EVENT_TYPES = [
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_code_requested',
  'step_up_code_requested',
  'password_set',
  'password_changed',
  'password_removed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'role_changed',
  'status_changed',
  'signed_out_everywhere',
  'data_exported',
  'import_started',
  'import_completed',
  'import_reverted',
  'api_key_created',
  'api_key_updated',
  'api_key_revoked',
  'webhook_created',
  'webhook_updated',
  'webhook_deleted',
  'record_visibility_changed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/**
 * Who acted: a company user, a super admin, an integrator's API key, or someone not signed in (a
 * failed sign-in, a code requested for an address).
 */
export const SECURITY_ACTOR_KINDS = ['user', 'super_admin', 'api_key', 'anonymous'] as const;
export type SecurityActorKind = (typeof SECURITY_ACTOR_KINDS)[number];

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
