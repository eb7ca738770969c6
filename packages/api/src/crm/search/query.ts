/**
 * The global search. Kinds whose records are kept in memory at the version the
 * database shows now are answered there (kept/, docs/decisions/0026), checked with one statement
 * outside any transaction; the others, and similar spellings, by one statement (`statement.ts`)
 * in the company's transaction, under the settings its generic plan is built with.
 */
import { MESSAGES, type SearchHit, type SearchKind, type SearchResults } from '@app/contracts';
import { databaseClient, tenantSchemaName, transactionClient, withTenant, type Database, type Tx } from '@app/db';

import type { Logger } from '../../core/deps';
import { nodeStateOf, placeOf, placeOnNode, type NodeState } from '../../kit/pagination/data-node';
import type { CompanyActor } from '../../core/middlewares/auth';
import { isNarrowable, narrowingOf, readScope, scopeFrom, type Narrowing } from '../visibility';
import type { KeptIndexes, Reload } from './kept/kept-indexes';
import type { KeptKind } from './kept/kept-kind';
import { versionOf } from './kept/versions';
import { searchStatement, shapeOf, type Arms } from './statement';
import { SEARCH_TARGETS } from './targets';

interface HitRow extends Record<string, unknown> {
  kind: number;
  id: string;
  label: string;
  detail: string | null;
  rank: number;
}

/**
 * Transaction-local settings the statement is planned under: its generic plan (built once per
 * connection and company, then reused), with the arms on their indexes. Left to costs, a generic
 * plan reads a fragment arm sequentially (a LIMIT 5 under an unknown pattern's default estimate
 * looks cheap that way), which for a rare term means every row of the table.
 */
export const SETTINGS = `select set_config('plan_cache_mode', 'force_generic_plan', true), set_config('enable_seqscan', 'off', true)`;

/**
 * What a search checks the kept indexes against, in one statement outside any transaction: the
 * term as PostgreSQL lower-cases it (as the indexes' texts were), the place of the schema `$2` (as
 * the kept indexes' reads find it inside it) and the counters; for a team member, also their
 * record visibility (`$3` the company, `$4` the member): the setting, their department and its
 * people, read in the same snapshot. The schema is named in the text, so the statement is not
 * prepared: one kept per company and connection would pile up.
 */
const stateStatement = (schema: string, member: boolean) => {
  const users = `"${schema}".users`;
  const department = `(select department from ${users} where id = $4::uuid)`;
  const visibility = `, (select record_visibility from public.companies where id = $3::int) as visibility,
  ${department} as department, array(select id::text from ${users} where department = ${department}) as colleagues`;
  return `select lower($1::text) as term, ${placeOf('$2')} as place,
  ${nodeStateOf(`"${schema}".change_counters`)} as state${member ? visibility : ''}`;
};

interface State extends Record<string, unknown> {
  term: string;
  place: string;
  state: NodeState;
  visibility?: string;
  department?: string | null;
  colleagues?: string[];
}

/**
 * Whose records a searcher sees, as the kept indexes ask (person ids) and as the statement does
 * (its narrowing); nothing for a searcher who sees every record.
 */
interface Narrowed {
  people: readonly string[];
  narrow: Narrowing;
}

function narrowedBy(actor: CompanyActor, state: State): Narrowed | undefined {
  if (!isNarrowable(actor)) return undefined;
  const records = scopeFrom(actor.id, state.visibility, state.department ?? null);
  if (records.kind === 'all') return undefined;
  const narrow = narrowingOf(records);
  return { narrow, people: narrow.by === 'person' ? [narrow.value] : (state.colleagues ?? []) };
}

export interface SearchScope {
  actor: CompanyActor;
  db: Database;
  companyId: number;
  /** The kept indexes and how to read the company's; without them the statement answers. */
  kept?: { indexes: KeptIndexes; reload: Reload; log: Logger };
}

/** Kinds the actor may open: the team list is for owners and admins (docs/product/company-portal.md#who-may-do-what). */
export const searchableKinds = (actor: CompanyActor): SearchKind[] =>
  (Object.keys(SEARCH_TARGETS) as SearchKind[]).filter((kind) => kind !== 'team' || actor.role !== 'team_member');

const BOTH: Arms = { typed: true, similar: true };

const noHits = (): SearchResults => ({ leads: [], brands: [], meetings: [], enquiries: [], team: [] });

/** `kinds` searched by the statement, with the `arms` asked for, in the company's transaction `tx`. */
async function fromStatement(tx: Tx, kinds: readonly SearchKind[], q: string, arms: Arms, narrow?: Narrowing) {
  const results = noHits();
  // Kept as text, so drizzle has nothing to build per search.
  const statement = searchStatement(kinds, q, arms, narrow);
  if (!statement) return results;
  const { text, params } = statement;
  const client = transactionClient(tx);
  // Both go down the connection together and run in this order: the settings before the search is
  // planned.
  const [, rows] = await Promise.all([client.unsafe(SETTINGS), client.unsafe<HitRow[]>(text, params)]);
  for (const row of rows) {
    const kind = kinds[Number(row.kind)]!;
    results[kind].push({
      kind,
      id: row.id,
      label: row.label,
      detail: row.detail || null,
      rank: Number(row.rank),
    } satisfies SearchHit);
  }
  // The arms come in rank order; a parallel plan could interleave them, so sort to be sure.
  for (const hits of Object.values(results)) hits.sort((a, b) => a.rank - b.rank);
  return results;
}

/**
 * Every kind the actor may open, by the statement alone, in the company's transaction `tx`,
 * narrowed to a team member's record visibility as it stands.
 */
export async function searchByStatement(tx: Tx, actor: CompanyActor, q: string, companyId: number) {
  const records = await readScope(tx, companyId, actor);
  return fromStatement(tx, searchableKinds(actor), q, BOTH, records.kind === 'all' ? undefined : narrowingOf(records));
}

async function fromKept(scope: SearchScope & Required<Pick<SearchScope, 'kept'>>, q: string) {
  const { db, companyId, kept } = scope;
  const kinds = searchableKinds(scope.actor);
  const schema = tenantSchemaName(companyId);
  const member = isNarrowable(scope.actor);
  const params = member ? [q, schema, companyId, scope.actor.id] : [q, schema];
  const [state] = await databaseClient(db).unsafe<State[]>(stateStatement(schema, member), params, { prepare: false });
  const { term, state: node } = state!;
  const place = placeOnNode(state!.place, node);
  const { counters } = node;
  const narrowed = narrowedBy(scope.actor, state!);
  // The team is not narrowed: members do not search it.
  const peopleOf = (kind: SearchKind) => (kind === 'team' ? undefined : narrowed?.people);
  const shape = shapeOf(q);
  const versions = new Map(kinds.map((kind) => [kind, versionOf(kind, counters)]));
  const behind = kinds.filter((kind) => !kept.indexes.holds(place, kind, versions.get(kind)!));
  // Kinds written since they were read: their changes are read now, if only they are needed.
  if (behind.length > 0) await kept.indexes.caughtUp(place, behind, kept.reload, kept.log);
  const results = noHits();
  const stale: SearchKind[] = [];
  const fresh = new Map<SearchKind, KeptKind>();
  let typed = false;
  for (const kind of kinds) {
    const held = kept.indexes.fresh(place, kind, versions.get(kind)!);
    if (!held) {
      stale.push(kind);
      continue;
    }
    fresh.set(kind, held);
    results[kind] = held.search(term, shape.indexed, peopleOf(kind));
    typed ||= results[kind].length > 0;
  }
  if (!typed && stale.length === 0) {
    // The term's words as the statement compares them: lower-cased (here by PostgreSQL, with the term).
    const { words } = shapeOf(term);
    for (const [kind, known] of fresh) results[kind] = known.similar(words, peopleOf(kind));
    return results;
  }
  // Similar spellings only when no kind matched as typed: then the statement looks in every kind,
  // as typed too; else as typed, in the kinds not kept.
  const [asked, arms]: [SearchKind[], Arms] = typed ? [stale, { typed: true, similar: false }] : [kinds, BOTH];
  if (asked.length === 0) return results;
  const rest = await withTenant(db, companyId, (tx) => fromStatement(tx, asked, q, arms, narrowed?.narrow));
  for (const kind of asked) results[kind] = rest[kind];
  return results;
}

export async function globalSearch(scope: SearchScope, q: string) {
  const results = scope.kept?.indexes.enabled
    ? await fromKept({ ...scope, kept: scope.kept }, q)
    : await withTenant(scope.db, scope.companyId, (tx) => searchByStatement(tx, scope.actor, q, scope.companyId));
  return { message: MESSAGES.crm.dataOut.searchFetched, results };
}
