/**
 * Reading a security log: one page of events, newest first, narrowed by person, kind and calendar
 * days, with the total over the whole filtered set. The same reader serves a company's log (its
 * schema's security_events) and the platform's (public.platform_security_events).
 */
import { addDays, MESSAGES, startOfDay, type SecurityLogInput } from '@app/contracts';
import { and, count, desc, eq, gte, lt, type Executor, type tenantTables } from '@app/db';

import { pageWindow, paginationOf } from '../pagination/page';
import { serializeSecurityEvent } from './serialize';

/** Either log: both tables are declared by one function, with the same columns. */
export type SecurityEventsTable = typeof tenantTables.securityEvents;

type Filters = Omit<SecurityLogInput, 'page' | 'limit'>;

/** The days are whole calendar days where the log's reader lives: the company's zone, or UTC. */
function conditions(table: SecurityEventsTable, input: Filters, timeZone: string) {
  return and(
    input.actorId ? eq(table.actorId, input.actorId) : undefined,
    input.type ? eq(table.type, input.type) : undefined,
    input.from ? gte(table.at, startOfDay(input.from, timeZone)) : undefined,
    input.to ? lt(table.at, startOfDay(addDays(input.to, 1), timeZone)) : undefined,
  );
}

/**
 * One page of `table`. Events written in one moment are told apart by id, so pages never overlap
 * or skip; the order is the one the (at, id) index reads backwards.
 */
export async function readSecurityLog(
  db: Executor,
  table: SecurityEventsTable,
  input: SecurityLogInput,
  timeZone: string,
) {
  const where = conditions(table, input, timeZone);
  const { limit, offset } = pageWindow(input);
  const [rows, [matching]] = await Promise.all([
    db.select().from(table).where(where).orderBy(desc(table.at), desc(table.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return {
    message: MESSAGES.securityLog.fetched,
    events: rows.map(serializeSecurityEvent),
    pagination: paginationOf(input, matching?.total ?? 0),
  };
}
