import { changesFeedInput, MESSAGES } from '@app/contracts';

import { seesAll } from '../visibility';
import { AppError } from '../../core/errors';
import { tenantUserProcedure } from '../../core/procedures';
import { readChanges } from '../../kit/record-events/feed';

/**
 * GET /api/crm/changes: every company role and `crm:read` keys, like the CRM lists themselves; but
 * it carries every record's events, so a team member whose record visibility is narrowed (own,
 * department) is refused rather than shown records they may not see.
 */
export const crmChangesProcedure = tenantUserProcedure.input(changesFeedInput).query(async ({ ctx, input }) => {
  if (!seesAll(ctx.tx)) throw new AppError('FORBIDDEN', MESSAGES.changes.everyRecordOnly);
  return { message: MESSAGES.changes.fetched, ...(await readChanges(ctx.tx, input)) };
});
