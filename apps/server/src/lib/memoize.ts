/** Wraps an async function so its result is reused for ttlMs (concurrent callers share one call). */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let cached: { value: Promise<T>; at: number } | undefined;
  return () => {
    if (!cached || now() - cached.at >= ttlMs) {
      const value = load();
      cached = { value, at: now() };
      // A failed load is not kept.
      value.catch(() => (cached = undefined));
    }
    return cached.value;
  };
}
