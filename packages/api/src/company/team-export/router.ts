import { teamExportInput } from '@app/contracts';

import { rolesProcedure } from '../../core/procedures';
import { teamPlan } from '../../crm/exports/plans/team';
import { recordedExport } from '../../crm/exports/recorded';
import { streamExport } from '../../crm/exports/run';

/** The team export: owners and admins only, as the team list (docs/product/company-portal.md#who-may-do-what). */
export const companyTeamExportProcedure = rolesProcedure('owner', 'admin')
  .input(teamExportInput)
  .query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return recordedExport(ctx, 'team', input.format, async (sink) =>
      streamExport(ctx.tx, teamPlan(input, now), input.format, sink, now),
    );
  });
