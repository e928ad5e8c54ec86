/**
 * Reads until the value is accepted or the time is up, every 100 ms; returns the last value read,
 * so the test's own expectation reports what was seen.
 */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
