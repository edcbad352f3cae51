import { useEffect, useState } from 'react';

/**
 * The value once it has stood still for `ms` (a type-ahead's words): what a read is keyed by, so
 * only the last words typed are asked for, and a reply to older words lands in their own entry.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
