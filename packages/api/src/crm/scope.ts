import type { Tx } from '@app/db';

import type { AppDeps } from '../deps';
import type { CompanyActor } from '../middlewares/auth';
import type { CompanyRecord } from '../tenancy/directory';
import type { RequestFiles } from '../tenancy/request-files';

/**
 * What a CRM call runs with (tenantUserProcedure): the host's company, the request's one transaction
 * on its schema, its files, and the signed-in user, whatever their role (spec 002 §6).
 */
export interface CrmContext {
  deps: AppDeps;
  company: CompanyRecord;
  tx: Tx;
  files: RequestFiles;
  actor: CompanyActor;
}
