/**
 * The people a log names, for the screen's person filter: everyone who acted in it, with the name
 * of their latest event. Removed people stay in the list, since their events stay in the log.
 */
import { MESSAGES, type SecurityActorKind } from '@app/contracts';
import { sql, type Executor } from '@app/db';

import type { SecurityEventsTable } from './read';

/** More people than a select can usefully offer; the list is then cut, in name order. */
const MAX_PEOPLE = 500;

export interface LogPerson {
  id: string;
  kind: SecurityActorKind;
  name: string;
}

/**
 * A loose index scan of the actor index: one short look-up per distinct person, instead of a
 * pass over every event of the retention period.
 */
export async function logPeople(db: Executor, table: SecurityEventsTable) {
  const rows = await db.execute<{ id: string; kind: string; name: string }>(sql`
    with recursive actors(id) as (
      (select actor_id from ${table} where actor_id is not null order by actor_id limit 1)
      union all
      select (select e.actor_id from ${table} e where e.actor_id > actors.id order by e.actor_id limit 1)
      from actors where actors.id is not null
    )
    select a.id, latest.kind, latest.name
    from actors a
    cross join lateral (
      select l.actor_kind as kind, l.actor_label as name from ${table} l
      where l.actor_id = a.id order by l.at desc limit 1
    ) latest
    where a.id is not null
    order by lower(latest.name), a.id
    limit ${MAX_PEOPLE}`);
  const people: LogPerson[] = rows.map((r) => ({ id: r.id, kind: r.kind as SecurityActorKind, name: r.name }));
  return { message: MESSAGES.securityLog.peopleFetched, people };
}
