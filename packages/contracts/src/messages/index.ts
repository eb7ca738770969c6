/**
 * The product's fixed texts, used exactly. Server validation messages and web screens both
 * import them from here so a wording lives in one place. One file per domain; MESSAGES joins them.
 */
import { authTexts } from './auth';
import { companyTexts } from './company';
import { companyPortalTexts } from './company-portal';
import { companyRecordTexts } from './company-records';
import { crmTexts } from './crm';
import { crmDataOutTexts } from './crm-data-out';
import { crmRecordTexts } from './crm-records';
import { crmBoardTexts } from './crm-board';
import { crmImportTexts } from './crm-imports';
import { followUpTexts } from './follow-ups';
import { crmLeadPageTexts } from './crm-lead-page';
import { integrationTexts } from './integrations';
import { listLayoutTexts } from './list-layouts';
import { securityLogTexts } from './security-log';
import { superAdminTexts } from './super-admin';
import { systemTexts } from './system';
import { userTexts } from './users';
import { validationTexts } from './validation';
import { webTexts } from './web';

export const MESSAGES = {
  ...validationTexts,
  ...authTexts,
  ...companyTexts,
  ...companyPortalTexts,
  ...superAdminTexts,
  ...companyRecordTexts,
  ...userTexts,
  ...systemTexts,
  ...securityLogTexts,
  ...integrationTexts,
  ...listLayoutTexts,
  crm: {
    ...crmTexts,
    ...crmRecordTexts,
    ...crmLeadPageTexts,
    ...followUpTexts,
    ...crmBoardTexts,
    ...crmDataOutTexts,
    ...crmImportTexts,
  },
  web: webTexts,
} as const;
