import { webCompanyDetailTexts } from './company-detail';
import { webCompanyTexts } from './companies';
import { webDashboardTexts } from './dashboard';
import { webListFormTexts } from './list-forms';
import { webShellTexts } from './shell';

/** Texts of the web app that the spec does not quote (or quotes for one screen only). */
export const webTexts = {
  ...webShellTexts,
  ...webListFormTexts,
  ...webCompanyTexts,
  ...webDashboardTexts,
  ...webCompanyDetailTexts,
} as const;
