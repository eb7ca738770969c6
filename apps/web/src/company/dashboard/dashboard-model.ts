/**
 * What the company dashboard shows (docs/product/company-portal.md#dashboard), computed without React so it is tested in node:
 * the CRM figures (a "—" while the CRM's summary is loading or failed, never an invented number)
 * and the health rows of the server's own checks.
 */
import { MESSAGES } from '@app/contracts';

import type { RouterOutputs } from '../../lib/api/types';
import { formatCount, formatINR } from '../../kit/format/numbers';
import { formatTime } from '../../kit/format/dates';

const t = MESSAGES.web.companyPortal.dashboard;

/** The CRM's dashboard summary (docs/product/crm.md#rest-paths), from crm.dashboard.get. */
export type CrmSummary = RouterOutputs['crm']['dashboard']['get']['summary'];

export interface CrmFigures {
  totalBrands: string;
  totalLeads: string;
  totalMeetings: string;
  totalEnquiries: string;
  leadValue: string;
  enquiryValue: string;
  avgEnquiryValue: string;
  /** False while there is no summary: the cards carry crmNote's text instead. */
  available: boolean;
}

/** The CRM cards and panels: real counts and rupees, or "—" for each when there is no summary. */
export function crmFigures(summary: CrmSummary | undefined): CrmFigures {
  if (!summary) {
    const none = t.noFigure;
    return {
      totalBrands: none,
      totalLeads: none,
      totalMeetings: none,
      totalEnquiries: none,
      leadValue: none,
      enquiryValue: none,
      avgEnquiryValue: none,
      available: false,
    };
  }
  const average = summary.totalEnquiries > 0 ? Math.round(summary.totalEnquiryValue / summary.totalEnquiries) : 0;
  return {
    totalBrands: formatCount(summary.totalBrands),
    totalLeads: formatCount(summary.totalLeads),
    totalMeetings: formatCount(summary.totalMeetings),
    totalEnquiries: formatCount(summary.totalEnquiries),
    leadValue: formatINR(summary.totalLeadValue),
    enquiryValue: formatINR(summary.totalEnquiryValue),
    avgEnquiryValue: formatINR(average),
    available: true,
  };
}

/** What the CRM cards and panels say while their figures are not there: loading, or failed. */
export function crmNote(query: { isPending: boolean; isError: boolean; hasSummary: boolean }): string {
  if (query.hasSummary) return '';
  return query.isError ? t.crmFailed : query.isPending ? t.crmLoading : '';
}

export interface HealthCheck {
  ok: boolean;
  checkedAt: string;
}

export interface CompanyHealth {
  database: HealthCheck;
  storage: HealthCheck;
  mail: HealthCheck & { mode: 'smtp' | 'console' };
}

export interface HealthRow {
  key: 'database' | 'storage' | 'mail';
  label: string;
  ok: boolean;
  status: string;
  checkedAt: string;
  /** 'Checked 3:04 PM'. */
  checkedText: string;
}

/** The System Health panel: the server's three checks, each green or red with the time it ran. */
export function healthRows(health: CompanyHealth): HealthRow[] {
  const h = t.health;
  const row = (key: HealthRow['key'], label: string, check: HealthCheck, okText: string): HealthRow => ({
    key,
    label,
    ok: check.ok,
    status: check.ok ? okText : h.failing,
    checkedAt: check.checkedAt,
    checkedText: h.checkedAt(formatTime(check.checkedAt)),
  });
  return [
    row('database', h.database, health.database, h.ok),
    row('storage', h.storage, health.storage, h.ok),
    row('mail', h.mail, health.mail, health.mail.mode === 'smtp' ? h.mailSmtp : h.mailConsole),
  ];
}
