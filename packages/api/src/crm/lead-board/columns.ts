/**
 * The pipeline board: one column per lead stage, over the leads list's search and filters
 * (listConditions of crm/leads). Counts and value totals come from one GROUP BY over the whole
 * filtered set, kept in memory like the lists' totals until leads or brands change (lists/totals).
 * Each column's cards are one page read like the list's own page, narrowed to its stage: every
 * stage's read follows the list's index, and all of them leave together in one round trip.
 */
import { LEAD_STAGES, type LeadListInput, type LeadStage } from '@app/contracts';
import { and, eq, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { orderBy, pageWindow } from '../../kit/pagination/page';
import { cachedAggregate } from '../../kit/pagination/totals';
import type { ListFields } from '../custom-fields/list';
import { leadListFields, leadSortKey, listConditions } from '../leads/reads';
import { selectLeads, serializeLead, type SerializedLead } from '../leads/serialize';
import { visibleLeads } from '../visibility';

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

type StageTotals = Record<string, [count: number, value: number]>;

/** Every stage's count and value over the filtered set, as one row so the list totals can keep it. */
async function stageTotals(tx: Executor, where: SQL | undefined) {
  const perStage = tx
    .select({
      stage: leads.stage,
      count: sql<number>`count(*)`.as('count'),
      value: sql<string>`coalesce(sum(${leads.estimatedValue}), 0)`.as('value'),
    })
    .from(leads)
    .where(where)
    .groupBy(leads.stage)
    .as('per_stage');
  const query = tx
    .select({
      stages: sql<StageTotals>`coalesce(json_object_agg(${perStage.stage}, json_build_array(${perStage.count}, ${perStage.value}::numeric)), '{}')`,
    })
    .from(perStage);
  const row = await cachedAggregate(tx, ['leads', 'brands', 'users'], query);
  return new Map(
    Object.entries(row?.stages ?? {}).map(([stage, [total, value]]) => [
      stage,
      { count: Number(total), value: Number(value) },
    ]),
  );
}

/** One page of each stage's leads in the list's order, read per stage and sent together. */
async function stagePages(
  tx: Executor,
  input: LeadListInput,
  where: SQL | undefined,
  stages: readonly LeadStage[],
  list: ListFields,
) {
  const { limit, offset } = pageWindow(input);
  const order = orderBy(leadSortKey(input, list), input.order, leads.createdAt, leads.id);
  const pages = await Promise.all(
    stages.map((stage) =>
      selectLeads(tx)
        .where(and(where, eq(leads.stage, stage)))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    ),
  );
  return new Map(stages.map((stage, i) => [stage, pages[i]!.map(serializeLead)]));
}

/** The board's columns in the stage order; a stage filter leaves that one column. */
export async function boardColumns(
  tx: Executor,
  input: LeadListInput,
  now: Date,
  timeZone = 'UTC',
): Promise<BoardColumn[]> {
  // Follow-up "today" and "overdue" are the company's calendar days, as on the list.
  const list = await leadListFields(tx, input);
  const where = and(listConditions(input, list, now, timeZone), visibleLeads(tx));
  const stages = input.stage ? [input.stage] : LEAD_STAGES;
  const [totals, pages] = await Promise.all([stageTotals(tx, where), stagePages(tx, input, where, stages, list)]);
  const { offset } = pageWindow(input);
  return stages.map((stage) => {
    const { count: total, value } = totals.get(stage) ?? { count: 0, value: 0 };
    const page = pages.get(stage) ?? [];
    return { stage, count: total, value, leads: page, hasMore: offset + page.length < total };
  });
}
