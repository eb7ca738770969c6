/**
 * One more worker, not yet part of any cluster: a PostgreSQL 15 node with Citus loaded, set up like
 * `npm run citus`'s own workers, in a fresh temporary folder. For trying what adding a worker and
 * rebalancing does; the caller creates its database there and adds it to the coordinator.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { HOST, SUPERUSER, nodeContext, prepareDataRoot, prepareNode, startNode, stopNode } from './cluster.mjs';

/** Starts the node on `port` (initdb takes a few seconds); `stop` stops it and removes its data. */
export function startSpareWorker({ port }) {
  const ctx = nodeContext();
  const root = mkdtempSync(join(tmpdir(), 'citus-spare-'));
  // PostgreSQL runs as another user when this runs as root, and must pass through this folder.
  chmodSync(root, 0o755);
  const node = {
    name: 'spare-worker',
    port,
    coordinator: false,
    dir: join(root, 'node'),
    logFile: join(root, 'node.log'),
  };
  try {
    prepareDataRoot(root, ctx.osUser);
    prepareNode(node, ctx);
    startNode(node, ctx);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://${SUPERUSER}@${HOST}:${port}/postgres`,
    stop: () => {
      stopNode(node, ctx);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
