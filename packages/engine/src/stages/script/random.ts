/** A deterministic random source: the same seed gives the same sequence (mulberry32). */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** Creates a random source from a seed and a label, so each use of a seed draws its own sequence. */
export function createRandom(seed: number, label = ''): Random {
  let state = seed >>> 0;
  for (const char of label) state = Math.imul(state ^ char.charCodeAt(0), 2_654_435_761) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
