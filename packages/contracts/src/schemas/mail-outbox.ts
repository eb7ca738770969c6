import { z } from 'zod';

import { MAX_PAGE_SIZE } from '../limits';
import { paginationInput } from './common';

/**
 * Where a recorded mail stands: `sent` (delivered by SMTP), `pending` (waiting for its first try
 * or a retry at `nextAttemptAt`), `failed` (tries spent), `console` (printed to the server's
 * console: no SMTP was set).
 */
export const MAIL_STATUSES = ['sent', 'pending', 'failed', 'console'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The sent-mail log's filter: one status, `unsent` (pending and failed) or `all`. */
export const MAIL_STATUS_FILTERS = ['all', 'unsent', ...MAIL_STATUSES] as const;
export type MailStatusFilter = (typeof MAIL_STATUS_FILTERS)[number];

/**
 * What is kept of a mail's body: `kept` (an ordinary mail), `held` (a one-time code not delivered
 * yet) or `removed` (it held a code and was delivered or printed). Bodies themselves are never listed.
 */
export const MAIL_BODY_STATES = ['kept', 'held', 'removed'] as const;
export type MailBodyState = (typeof MAIL_BODY_STATES)[number];

/**
 * The log's page. Without a status it lists unsent mail, and a page holds up to 100, as the
 * outbox always answered.
 */
export const mailLogInput = z.object({
  page: paginationInput.page,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  status: z.enum(MAIL_STATUS_FILTERS).default('unsent'),
});
export type MailLogInput = z.infer<typeof mailLogInput>;
