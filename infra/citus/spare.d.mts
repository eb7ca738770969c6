/** Types of spare.mjs, for the cluster suite that adds a worker (packages/api/src/core/tenancy). */
export function startSpareWorker(options: { port: number }): { url: string; stop: () => void };
