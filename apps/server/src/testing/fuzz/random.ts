/** A small seeded PRNG (mulberry32): the same seed always gives the same requests. */
import { mulberry32 } from '../../runtime/demo-crm/random';

export interface Random {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
}

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(0, items.length - 1)]!,
  };
}

/** The generator of request `index` in the run of `seed`, so one request can be rebuilt alone. */
export const randomFor = (seed: number, index: number) => seededRandom(Math.imul(seed ^ 0x9e3779b9, 31) + index);
