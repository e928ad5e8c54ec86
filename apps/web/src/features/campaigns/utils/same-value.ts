/** JSON with object keys sorted, so two equal values read the same whatever order their keys came in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

/** Whether two JSON-like values are equal (an edited section against what the server holds). */
export function isSameValue(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}
