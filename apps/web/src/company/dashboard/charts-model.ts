/**
 * The CRM charts' data as charts/ draws it, without React: the pipeline funnel (open
 * stages through Won, in stage order), won value per month, and enquiries per product type.
 */
import type { RouterOutputs } from '../../lib/api/types';
import { CRM_BADGE_COLORS } from '../../crm/kit/badge-colors';

export type CrmCharts = RouterOutputs['crm']['charts']['get']['charts'];

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PRODUCT_COLORS = ['blue.6', 'teal.6', 'violet.6', 'orange.6', 'pink.6', 'cyan.6', 'lime.6', 'gray.6'];

/** Lost is where a lead leaves the funnel, not a step of it; empty stages draw nothing. */
export function funnelData(leadsByStage: CrmCharts['leadsByStage']) {
  return leadsByStage
    .filter((s) => s.stage !== 'Lost' && s.count > 0)
    .map((s) => ({ name: s.stage, value: s.count, color: `${CRM_BADGE_COLORS.leadStage[s.stage]}.6` }));
}

/** '2026-11' → "Nov '26" */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${SHORT_MONTHS[Number(m) - 1] ?? m} '${(year ?? '').slice(2)}`;
}

export function wonBars(wonByMonth: CrmCharts['wonByMonth']) {
  return wonByMonth.map((m) => ({ month: monthLabel(m.month), value: m.value, deals: m.count }));
}

export const hasWon = (wonByMonth: CrmCharts['wonByMonth']) => wonByMonth.some((m) => m.count > 0);

export function productSlices(enquiriesByProductType: CrmCharts['enquiriesByProductType']) {
  return enquiriesByProductType
    .map((p, i) => ({ name: p.productType, value: p.count, color: PRODUCT_COLORS[i % PRODUCT_COLORS.length]! }))
    .filter((p) => p.value > 0);
}
