import type { Tx } from '@app/db';

import type { AppDeps } from '../core/deps';
import type { CompanyActor } from '../core/middlewares/auth';
import type { CompanyRecord } from '../core/tenancy/directory';
import type { RequestFiles } from '../core/tenancy/request-files';

/**
 * What a CRM call runs with (tenantUserProcedure): the host's company, the request's one transaction
 * on its schema, its files, and the signed-in user, whatever their role (docs/product/crm.md#who-may-do-what).
 */
export interface CrmContext {
  deps: AppDeps;
  company: CompanyRecord;
  tx: Tx;
  files: RequestFiles;
  actor: CompanyActor;
}
