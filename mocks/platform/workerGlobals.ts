/**
 * Imported first by worker.ts, before msw: msw's cookie store insists on a `localStorage` outside
 * Node, and a Web Worker has none. The mock platform's handlers read no cookies (calls carry a
 * bearer token), so an in-memory store for the worker's life is all it needs.
 */
const scope = globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> };

if (typeof scope.localStorage === 'undefined') {
  const items = new Map<string, string>();
  scope.localStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

export {};
