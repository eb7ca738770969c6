import autocannon, { type Options } from 'autocannon';

import { round } from './stats';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run; a run with any non-2xx answer or error is reported, never hidden. */
export async function load(name: string, options: Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  return {
    name,
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
