/**
 * The one serialiser of a resource's or mutation's arguments: JSON with object keys sorted, so
 * `{ supplierId: 1, page: 2 }` and `{ page: 2, supplierId: 1 }` are the same cache entry. Arguments
 * are plain data (numbers, strings, booleans, null, arrays and objects of them).
 */
export function argsKey(args: unknown): string {
  return JSON.stringify(args, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  ) ?? 'null';
}
