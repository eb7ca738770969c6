/**
 * Texts quoted by the specification, used exactly. Server validation messages and web screens both
 * import them from here so a wording lives in one place. One file per domain; MESSAGES joins them.
 */
import { authTexts } from './auth';
import { companyTexts } from './company';
import { companyRecordTexts } from './company-records';
import { superAdminTexts } from './super-admin';
import { systemTexts } from './system';
import { userTexts } from './users';
import { validationTexts } from './validation';
import { webTexts } from './web';

export const MESSAGES = {
  ...validationTexts,
  ...authTexts,
  ...companyTexts,
  ...superAdminTexts,
  ...companyRecordTexts,
  ...userTexts,
  ...systemTexts,
  web: webTexts,
} as const;
