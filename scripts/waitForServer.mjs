/**
 * Resolves once `url` answers 200 (a preview or dev server the benchmark started), polling every
 * 300 ms; rejects after `timeoutMs`. Shared by the benchmarks and `npm run lighthouse`.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export async function waitForServer(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer on ${url}`);
}
