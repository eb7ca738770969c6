/** Where a company's schema is on a Citus cluster, for the suites that only run there (*.citus.ts). */
import { sql, tenantSchemaName, type Database } from '@app/db';

import { crmOf } from '../../crm/record-fixtures';
import type { SignedInCompany } from '../../testing/signed-in-company';

export interface WorkerNode {
  nodename: string;
  nodeport: number;
}

/** The worker holding the company's schema. */
export async function placementOf(db: Database, companyId: number): Promise<WorkerNode> {
  const [row] = await db.execute<WorkerNode & Record<string, unknown>>(sql`select nodename, nodeport::int
    from citus_shards where table_name = ${`${tenantSchemaName(companyId)}.leads`}::regclass`);
  return row!;
}

/** An active worker the company is not on. */
export async function otherWorker(db: Database, companyId: number): Promise<WorkerNode> {
  const current = await placementOf(db, companyId);
  const workers = await db.execute<{ node_name: string; node_port: number }>(
    sql`select node_name, node_port::int from citus_get_active_worker_nodes() order by node_port`,
  );
  const other = workers.find((w) => w.node_port !== current.nodeport)!;
  return { nodename: other.node_name, nodeport: other.node_port };
}

/** How long traffic runs while waiting for a move, and how many failures it collects, before it gives up. */
const TRAFFIC_LIMITS = { ms: 60_000, failures: 5 };

/**
 * Creates and reads the company's leads (in brand `brandId`), one request after another, until
 * `until` settles; returns the ids it created and every request that failed. It gives up (and says
 * so in `failed`) when the move takes longer than a minute or requests keep failing, so a move that
 * never ends fails the test instead of running until the test process runs out of memory.
 */
export async function traffic(company: SignedInCompany, brandId: string, until: Promise<unknown>) {
  let done = false;
  // Settled either way; the caller awaits the move itself.
  void until.then(
    () => (done = true),
    () => (done = true),
  );
  const deadline = Date.now() + TRAFFIC_LIMITS.ms;
  const created: string[] = [];
  const failed: unknown[] = [];
  const crm = crmOf(company);
  for (let i = 0; (!done || i < 3) && failed.length < TRAFFIC_LIMITS.failures; i++) {
    if (Date.now() > deadline) {
      failed.push(new Error(`still moving after ${TRAFFIC_LIMITS.ms / 1000} s`));
      break;
    }
    try {
      const { lead } = await crm.leads.create({ brandId, clientName: `Mover ${i}`, csPersonId: company.member.id });
      created.push(lead.id);
      await crm.leads.list({ limit: 20 });
      await crm.search({ q: `Mover ${i}` });
    } catch (error) {
      failed.push(error);
    }
  }
  return { created, failed };
}
