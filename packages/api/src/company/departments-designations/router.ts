import type { TRPCRouterRecord } from '@trpc/server';

import { saveDepartmentsInput, saveDesignationsInput, type CompanyListEntryInput } from '@app/contracts';

import { rolesProcedure, tenantUserProcedure } from '../../core/procedures';
import type { CompanyListName, ListEntry } from './lists';
import { readList, saveList } from './save';

/** Team Settings is for owners and admins (docs/product/company-portal.md#who-may-do-what); every role reads the lists (the pickers). */
const manager = rolesProcedure('owner', 'admin');

type Keyed<K extends CompanyListName, T> = { [P in K]: T };

/** `list` and `save` of one list; answers carry the list under its own name (docs/product/company-portal.md#rest-paths). */
function listRouter<K extends CompanyListName, S extends typeof saveDepartmentsInput | typeof saveDesignationsInput>(
  list: K,
  input: S,
) {
  const keyed = (entries: ListEntry[]) => ({ [list]: entries }) as Keyed<K, ListEntry[]>;
  return {
    list: tenantUserProcedure.query(async ({ ctx }) => keyed(await readList(ctx.tx, list))),
    save: manager.input(input).mutation(async ({ ctx, input: sent }) => {
      const entries = (sent as Keyed<K, CompanyListEntryInput[]>)[list];
      const { message, entries: saved } = await saveList(ctx, list, entries);
      return { message, ...keyed(saved) };
    }),
  } satisfies TRPCRouterRecord;
}

/** appRouter.company.departments */
export const companyDepartmentsRouter = listRouter('departments', saveDepartmentsInput);
/** appRouter.company.designations */
export const companyDesignationsRouter = listRouter('designations', saveDesignationsInput);
