/**
 * The pipeline board: one column per lead stage, over the leads list's search and filters
 * (listConditions of crm/leads). Counts and value totals come from one GROUP BY over the whole
 * filtered set. The cards of every column come from one query that numbers each stage's leads in
 * the list's order and keeps one page of each: a stage of 10,000 leads costs one page of rows, and
 * a later page of one column is the same query narrowed to that stage.
 */
import { LEAD_STAGES, type LeadListInput, type LeadStage } from '@app/contracts';
import { and, count, eq, gte, lte, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { orderBy, pageWindow } from '../../lists/page';
import { listConditions, SORT_KEYS } from '../leads/reads';
import { selectLeads, serializeLead, type SerializedLead } from '../leads/serialize';

const { leads } = tenantTables;

export interface BoardColumn {
  stage: LeadStage;
  /** Leads of this stage over the whole filtered set. */
  count: number;
  /** Their estimated values added up (leads without one count as 0). */
  value: number;
  /** One page of the stage's leads in the list's order. */
  leads: SerializedLead[];
  /** Whether a later page of this column has leads. */
  hasMore: boolean;
}

async function stageTotals(tx: Executor, where: SQL | undefined) {
  const rows = await tx
    .select({
      stage: leads.stage,
      count: count(),
      value: sql<string>`coalesce(sum(${leads.estimatedValue}), 0)`,
    })
    .from(leads)
    .where(where)
    .groupBy(leads.stage);
  return new Map(rows.map((row) => [row.stage, { count: row.count, value: Number(row.value) }]));
}

async function stagePages(tx: Executor, input: LeadListInput, where: SQL | undefined) {
  const { limit, offset } = pageWindow(input);
  const order = sql.join(orderBy(SORT_KEYS[input.sort], input.order, leads.createdAt, leads.id), sql`, `);
  const ranked = tx
    .select({
      id: leads.id,
      place: sql<number>`row_number() over (partition by ${leads.stage} order by ${order})`.as('place'),
    })
    .from(leads)
    .where(where)
    .as('ranked');
  const rows = await selectLeads(tx)
    .innerJoin(ranked, eq(ranked.id, leads.id))
    .where(and(gte(ranked.place, offset + 1), lte(ranked.place, offset + limit)))
    .orderBy(ranked.place);
  const pages = new Map<string, SerializedLead[]>();
  for (const row of rows) {
    const page = pages.get(row.lead.stage) ?? [];
    page.push(serializeLead(row));
    pages.set(row.lead.stage, page);
  }
  return pages;
}

/** The board's columns in the stage order; a stage filter leaves that one column. */
export async function boardColumns(
  tx: Executor,
  input: LeadListInput,
  now: Date,
  timeZone = 'UTC',
): Promise<BoardColumn[]> {
  // Follow-up "today" and "overdue" are the company's calendar days, as on the list.
  const where = listConditions(input, now, timeZone);
  const totals = await stageTotals(tx, where);
  const pages = await stagePages(tx, input, where);
  const { offset } = pageWindow(input);
  const stages = input.stage ? [input.stage] : LEAD_STAGES;
  return stages.map((stage) => {
    const { count: total, value } = totals.get(stage) ?? { count: 0, value: 0 };
    const page = pages.get(stage) ?? [];
    return { stage, count: total, value, leads: page, hasMore: offset + page.length < total };
  });
}
