import { MESSAGES, type ListTimelineInput } from '@app/contracts';
import { and, count, desc, eq, lt, platformTables } from '@app/db';

import { requireCompany } from '../companies/queries';
import type { AppDeps } from '../../core/deps';
import { serializeTimelineEvent } from './serialize';

const { companyTimeline } = platformTables;

/**
 * One page of a company's events, newest first. Events written by one transaction share their
 * timestamp, so the id breaks ties and pages never overlap or skip. `before` narrows to older
 * events, for clients that page by time rather than by number.
 */
export async function listTimeline(deps: AppDeps, input: ListTimelineInput) {
  await requireCompany(deps.db, input.companyId);
  const where = and(
    eq(companyTimeline.companyId, input.companyId),
    input.before ? lt(companyTimeline.createdAt, input.before) : undefined,
  );
  const [rows, [matching]] = await Promise.all([
    deps.db
      .select()
      .from(companyTimeline)
      .where(where)
      .orderBy(desc(companyTimeline.createdAt), desc(companyTimeline.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    deps.db.select({ total: count() }).from(companyTimeline).where(where),
  ]);
  const total = matching?.total ?? 0;
  return {
    message: MESSAGES.timeline.fetched,
    timeline: rows.map(serializeTimelineEvent),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
  };
}
