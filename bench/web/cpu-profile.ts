/** A Chromium CPU profile (CDP Profiler.stop) summed by self time, for bench/web's profile scripts. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (µs) per profile node. */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  return self;
}

/** Self time summed by `keyOf(node)`, largest first, as 'NNms key' lines. */
export function selfTimeBy(profile: CpuProfile, keyOf: (node: CpuProfile['nodes'][number]) => string, top: number) {
  const self = selfTimes(profile);
  const byKey = new Map<string, number>();
  for (const n of profile.nodes) byKey.set(keyOf(n), (byKey.get(keyOf(n)) ?? 0) + (self.get(n.id) ?? 0));
  return [...byKey]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => `${Math.round(v / 1000)}ms ${k}`)
    .join('\n');
}

/** A node's function, script and line: 'render LeadsScreen-x.js:1'. */
export const functionKey = (n: CpuProfile['nodes'][number]) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
