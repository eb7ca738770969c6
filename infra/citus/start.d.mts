/** Types of start.mjs, for the TypeScript that starts a cluster of its own (bench/tenant-scale). */
export function startCluster(options: {
  port: number;
  dataDir?: string;
  echo?: (text: string) => void;
}): Promise<{ url: string; stop: () => Promise<void> }>;
