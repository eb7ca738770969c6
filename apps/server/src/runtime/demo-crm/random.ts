/**
 * A small seeded generator (mulberry32) so every demo company gets the same CRM. Its dates are
 * counted back from "now" on the company's clock (clock.ts), so the demo stays current whenever
 * it is seeded.
 */
/** mulberry32: a number in [0, 1) per call, the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** A pick where each item has a weight (the same order as the items). */
  const weighted = <T>(items: readonly T[], weights: readonly number[]): T => {
    let r = next() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  };
  /** Days back from today, skewed towards recent days, within `span`. */
  const recentDays = (span: number) => Math.floor(span * next() ** 1.6);
  return { next, int, pick, weighted, recentDays };
}

export type Random = ReturnType<typeof seededRandom>;
