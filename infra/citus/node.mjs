/**
 * A node of a running cluster, stopped and started again the way `npm run citus` does it: as the
 * owner of its data folder through runuser, so the node gets that user's environment. A node
 * started with root's HOME cannot read root's ~/.postgresql when it connects to another node
 * (libpq looks for a client certificate there), and every shard move from it then fails.
 */
import { nodeContext, startNode, stopNode } from './cluster.mjs';

/** The node whose data folder is `dir` and which listens on `port`; its log goes to `${dir}.log`. */
export function clusterNode({ dir, port }) {
  const node = { name: `node on port ${port}`, port, coordinator: false, dir, logFile: `${dir}.log` };
  const ctx = nodeContext();
  return {
    stop: () => stopNode(node, ctx),
    start: () => startNode(node, ctx),
  };
}
