import { globalSearchInput } from '@app/contracts';

import { tenantUserProcedure } from '../../procedures';
import { globalSearch } from './query';

/** Ctrl/Cmd+K over the company's records, for every company role (team members see no team hits). */
export const globalSearchProcedure = tenantUserProcedure
  .input(globalSearchInput)
  .query(({ ctx, input }) => globalSearch(ctx.tx, ctx.actor, input.q));
