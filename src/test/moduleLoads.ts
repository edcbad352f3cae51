import { onTestFinished, vi, type Mock } from 'vitest';

/**
 * Counts the evaluations of module `id` (an '@/…' path) from a fresh module registry on: import the
 * code under test after this, with `await import(…)`, so that it loads `id` anew. Call it inside a
 * test: once the test has finished, the real module and a fresh registry are back. For checks of when
 * a lazy chunk loads.
 */
export function countModuleLoads(id: string): Mock {
  const loads = vi.fn();
  vi.resetModules();
  vi.doMock(id, async (importOriginal) => {
    loads();
    return importOriginal();
  });
  onTestFinished(() => {
    vi.doUnmock(id);
    vi.resetModules();
  });
  return loads;
}
