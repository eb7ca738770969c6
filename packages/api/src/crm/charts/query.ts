/**
 * The CRM charts of the company dashboard, from one bounded statement: leads per stage (count and
 * value, every stage in funnel order), won value per month over the last 12 months on the company
 * clock, and enquiries per product type. Grouped in SQL, so the answer's size never depends on how
 * many records the company has.
 */
import { dayIn, LEAD_STAGES, PRODUCT_TYPES } from '@app/contracts';
import { sql, type Executor } from '@app/db';

import { allOr, visibleEnquiries, visibleLeads } from '../visibility';

interface Group extends Record<string, unknown> {
  key: string;
  count: number;
  value: number;
}

interface ChartsRow extends Record<string, unknown> {
  stages: Group[] | null;
  won: Group[] | null;
  products: Group[] | null;
}

const grouped = (key: ReturnType<typeof sql>, value: ReturnType<typeof sql>, from: ReturnType<typeof sql>) => sql`(
  select coalesce(jsonb_agg(jsonb_build_object('key', g.key, 'count', g.count, 'value', g.value)), '[]'::jsonb)
  from (select ${key} as key, count(*)::int as count, coalesce(sum(${value}), 0)::float8 as value ${from} group by 1) g)`;

/** 'YYYY-MM' of the 12 months ending with the current one, oldest first. */
export function last12Months(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 12 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

const byKey = (groups: Group[] | null) => new Map((groups ?? []).map((g) => [g.key, g]));

/**
 * A lead has no "won on" date of its own: the month it was last changed while Won stands for it
 * (the stage change is normally its last edit).
 */
export async function crmCharts(tx: Executor, now: Date, timeZone: string) {
  const months = last12Months(dayIn(now, timeZone));
  const since = `${months[0]}-01`;
  const wonMonth = sql`to_char(updated_at at time zone ${timeZone}, 'YYYY-MM')`;
  // Over the records the caller sees (crm/visibility).
  const [leads, enquiries] = [allOr(visibleLeads(tx)), allOr(visibleEnquiries(tx))];
  const [row] = await tx.execute<ChartsRow>(sql`select
    ${grouped(sql`stage`, sql`estimated_value`, sql`from leads where ${leads}`)} as stages,
    ${grouped(wonMonth, sql`estimated_value`, sql`from leads where stage = 'Won' and (updated_at at time zone ${timeZone}) >= ${since}::date and ${leads}`)} as won,
    ${grouped(sql`product_type`, sql`value`, sql`from enquiries where ${enquiries}`)} as products`);
  const stages = byKey(row?.stages ?? null);
  const won = byKey(row?.won ?? null);
  const products = byKey(row?.products ?? null);
  const otherProducts = [...products.keys()].filter((k) => !(PRODUCT_TYPES as readonly string[]).includes(k));
  return {
    leadsByStage: LEAD_STAGES.map((stage) => ({
      stage,
      count: stages.get(stage)?.count ?? 0,
      value: stages.get(stage)?.value ?? 0,
    })),
    wonByMonth: months.map((month) => ({
      month,
      count: won.get(month)?.count ?? 0,
      value: won.get(month)?.value ?? 0,
    })),
    enquiriesByProductType: [...PRODUCT_TYPES, ...otherProducts].map((productType) => ({
      productType,
      count: products.get(productType)?.count ?? 0,
      value: products.get(productType)?.value ?? 0,
    })),
    since,
  };
}
