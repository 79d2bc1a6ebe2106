/** Drawing from a PRNG stream (scripts/lib/prng.ts) for the benchmark corpus. */

export type Rng = () => number;

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
