import { LEAD_STAGES, type LeadStage } from '@app/contracts';
import { sql, type Executor } from '@app/db';

import { allOr, visibleBrands, visibleEnquiries, visibleLeads, visibleMeetings } from '../visibility';

/** One row of scalar subqueries: every total in one bounded round trip, over what the caller sees. */
const summaryOf = (tx: Executor) => {
  const [brands, leads] = [allOr(visibleBrands(tx)), allOr(visibleLeads(tx))];
  const [meetings, enquiries] = [allOr(visibleMeetings(tx)), allOr(visibleEnquiries(tx))];
  return sql`select
  (select count(*) from brands where ${brands})::int as "totalBrands",
  (select count(*) from leads where ${leads})::int as "totalLeads",
  (select count(*) from meetings where ${meetings})::int as "totalMeetings",
  (select count(*) from enquiries where ${enquiries})::int as "totalEnquiries",
  (select coalesce(sum(estimated_value), 0) from leads where ${leads})::float8 as "totalLeadValue",
  (select coalesce(sum(value), 0) from enquiries where ${enquiries})::float8 as "totalEnquiryValue",
  (select coalesce(jsonb_object_agg(stage, n), '{}'::jsonb)
     from (select stage, count(*)::int as n from leads where ${leads} group by stage) s) as "leadsByStage"`;
};

interface SummaryRow extends Record<string, unknown> {
  totalBrands: number;
  totalLeads: number;
  totalMeetings: number;
  totalEnquiries: number;
  totalLeadValue: number;
  totalEnquiryValue: number;
  leadsByStage: Record<string, number>;
}

/**
 * The CRM totals (docs/product/crm.md#rest-paths) and the lead count per stage for the company dashboard's Lead
 * Pipeline panel, every stage present (0 when none).
 */
export async function crmSummary(tx: Executor) {
  const [row] = await tx.execute<SummaryRow>(summaryOf(tx));
  const { leadsByStage, ...summary } = row!;
  const byStage = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, leadsByStage[stage] ?? 0])) as Record<
    LeadStage,
    number
  >;
  return { summary, leadsByStage: byStage };
}
