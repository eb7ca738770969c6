/** Where a company's schema is on a Citus cluster, for the suites that only run there (*.citus.ts). */
import { sql, tenantSchemaName, type Database } from '@app/db';

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
