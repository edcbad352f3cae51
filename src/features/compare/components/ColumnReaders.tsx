import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSupplierColumn, type SupplierColumnRead } from '../useSupplierColumn';
import type { SearchOrigin } from '../useSearchContext';

interface ReaderProps {
  supplierId: number;
  policyId: number | null;
  origin: SearchOrigin | null;
  onRead: (supplierId: number, read: SupplierColumnRead) => void;
}

/** Reads one supplier's sources (a component per column: the number of columns changes, hooks may not). */
const ColumnReader = memo(function ColumnReader({ supplierId, policyId, origin, onRead }: ReaderProps) {
  const read = useSupplierColumn(supplierId, policyId, origin);
  useEffect(() => onRead(supplierId, read), [onRead, supplierId, read]);
  return null;
});

const noRetry = () => undefined;

/**
 * Every column's read, in column order, each loading, failing and arriving on its own. `readers` must
 * be rendered (they render nothing) for the reads to happen.
 */
export function useColumnReads(ids: readonly number[], policyId: number | null, origin: SearchOrigin | null): { readers: ReactNode; reads: SupplierColumnRead[] } {
  const [byId, setById] = useState<ReadonlyMap<number, SupplierColumnRead>>(new Map());
  const onRead = useCallback((supplierId: number, read: SupplierColumnRead) => {
    setById((current) => (current.get(supplierId) === read ? current : new Map(current).set(supplierId, read)));
  }, []);
  const readers = ids.map((id) => <ColumnReader key={id} supplierId={id} policyId={policyId} origin={origin} onRead={onRead} />);
  const reads = ids.map((id) => byId.get(id) ?? { column: { id, status: 'loading' as const }, name: null, retry: noRetry });
  return { readers, reads };
}
