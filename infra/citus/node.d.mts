/** Types of node.mjs, for the cluster suite that stops a worker (packages/api/src/core/tenancy). */
export function clusterNode(options: { dir: string; port: number }): { stop: () => void; start: () => void };
