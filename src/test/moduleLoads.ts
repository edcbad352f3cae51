import { vi, type Mock } from 'vitest';

/**
 * Counts the evaluations of module `id` (an '@/…' path) from a fresh module registry on: import the
 * code under test after this, with `await import(…)`, so that it loads `id` anew. `restore` puts the
 * real module and a fresh registry back (call it in afterEach). For checks of when a lazy chunk loads.
 */
export function countModuleLoads(id: string): { loads: Mock; restore: () => void } {
  const loads = vi.fn();
  vi.resetModules();
  vi.doMock(id, async (importOriginal) => {
    loads();
    return importOriginal();
  });
  return {
    loads,
    restore: () => {
      vi.doUnmock(id);
      vi.resetModules();
    },
  };
}
