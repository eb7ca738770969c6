import type { TRPCRouterRecord } from '@trpc/server';

import { MESSAGES, type UserRole } from '@app/contracts';
import { asc, eq, sql, tenantTables } from '@app/db';

import { urlSigning } from '../../services/files/signed-url';
import { tenantUserProcedure } from '../../core/procedures';
import { serializePerson } from '../brands/serialize';

const { users } = tenantTables;

/** The company's active users for the brand owner and CS person pickers (docs/product/crm.md#brands). */
export const crmCompanyUsersRouter = {
  list: tenantUserProcedure.query(async ({ ctx }) => {
    const rows = await ctx.tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, avatarKey: users.avatarKey })
      .from(users)
      .where(eq(users.isActive, true))
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
    const signing = urlSigning(ctx);
    return {
      message: MESSAGES.crm.brands.usersFetched,
      users: rows.map((row) => ({ ...serializePerson(row, signing), role: row.role as UserRole })),
    };
  }),
} satisfies TRPCRouterRecord;
