import { webAccountTexts } from './account';
import { webApiKeysTexts } from './api-keys';
import { webConnectionTexts } from './connection';
import { webOperationsTexts } from './operations';
import { webCompanyDetailTexts } from './company-detail';
import { webCompanyTexts } from './companies';
import { webCompanyPortalTexts } from './company-portal';
import { webDashboardTexts } from './dashboard';
import { webListFormTexts } from './list-forms';
import { webShellTexts } from './shell';
import { webTeamTexts } from './team';
import { webTwoFactorTexts } from './two-factor';
import { webCrmBrandsTexts } from './crm-brands';
import { webCrmEnquiryTexts } from './crm-enquiries';
import { webCrmKitTexts } from './crm-kit';
import { webCrmLeadTexts } from './crm-leads';
import { webCrmLeadPageTexts } from './crm-lead-page';
import { webCrmLeadDuplicateTexts } from './crm-lead-duplicates';
import { webCrmLeadMergeTexts } from './crm-lead-merge';
import { webCrmBoardTexts } from './crm-board';
import { webCrmMeetingTexts } from './crm-meetings';
import { webCrmRecordPageTexts } from './crm-record-pages';
import { webSecurityLogTexts } from './security-log';
import { webWebhooksTexts } from './webhooks';
import { webListLayoutTexts } from './list-layouts';

/** Texts of the web app that are the web app's own (or shared by one screen only). */
export const webTexts = {
  ...webShellTexts,
  ...webListFormTexts,
  ...webCompanyTexts,
  ...webDashboardTexts,
  ...webCompanyDetailTexts,
  ...webCompanyPortalTexts,
  ...webTeamTexts,
  ...webCrmBrandsTexts,
  ...webCrmKitTexts,
  ...webCrmLeadTexts,
  ...webCrmLeadPageTexts,
  ...webCrmLeadDuplicateTexts,
  ...webCrmLeadMergeTexts,
  ...webCrmBoardTexts,
  ...webCrmMeetingTexts,
  ...webCrmEnquiryTexts,
  ...webCrmRecordPageTexts,
  ...webConnectionTexts,
  ...webOperationsTexts,
  ...webSecurityLogTexts,
  ...webAccountTexts,
  ...webTwoFactorTexts,
  ...webApiKeysTexts,
  ...webWebhooksTexts,
  ...webListLayoutTexts,
} as const;
