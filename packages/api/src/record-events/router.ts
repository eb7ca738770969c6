import { changesFeedInput, MESSAGES } from '@app/contracts';

import { tenantUserProcedure } from '../procedures';
import { readChanges } from './feed';

/** GET /api/crm/changes: every company role and `crm:read` keys, like the CRM lists themselves. */
export const changesFeedProcedure = tenantUserProcedure.input(changesFeedInput).query(async ({ ctx, input }) => ({
  message: MESSAGES.changes.fetched,
  ...(await readChanges(ctx.tx, input)),
}));
