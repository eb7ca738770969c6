import { globalSearchInput } from '@app/contracts';

import { tenantReaderProcedure } from '../../core/procedures';
import { keptIndexes } from './kept/kept-indexes';
import { loadIndexes } from './kept/load';
import { globalSearch } from './query';

/**
 * Ctrl/Cmd+K over the company's records, for every company role (team members see no team hits).
 * Mostly answered from memory, so it opens the company's transaction only when it must.
 */
export const crmSearchProcedure = tenantReaderProcedure.input(globalSearchInput).query(({ ctx, input }) =>
  globalSearch(
    {
      actor: ctx.actor,
      db: ctx.deps.db,
      companyId: ctx.company.id,
      kept: {
        indexes: keptIndexes,
        reload: (requests) => loadIndexes(ctx.deps.db, ctx.company.id, requests),
        log: ctx.deps.log,
      },
    },
    input.q,
  ),
);
