import { useCallback, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AddToSupplyChainSlot, type SupplierRef } from '@/platform/slots';
import { selectionCleared } from '../session/resultsSlice';
import { selectResults } from '../session/selectors';
import { AddToSupplyChainContext } from './resultsActions';

/**
 * Hosts the add-to-supply-chain dialog for the sticky selection bar and the row buttons. Without a
 * dialog in the slot the buttons are not offered (useCanAddToSupplyChain), so there is nothing to open.
 */
export function AddToSupplyChainHost({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const AddToSupplyChain = AddToSupplyChainSlot.useSlot();
  const rows = useSelector(selectResults).data?.results;
  const [suppliers, setSuppliers] = useState<SupplierRef[] | null>(null);

  const open = useCallback(
    (supplierIds: number[]) => {
      if (!AddToSupplyChain) return;
      const byId = new Map((rows ?? []).map((row) => [row.entityID, row.name]));
      setSuppliers(supplierIds.map((id) => ({ id, name: byId.get(id) ?? String(id) })));
    },
    [AddToSupplyChain, rows],
  );
  const close = useCallback(() => setSuppliers(null), []);
  const added = useCallback(() => {
    setSuppliers(null);
    dispatch(selectionCleared());
  }, [dispatch]);

  return (
    <AddToSupplyChainContext.Provider value={open}>
      {children}
      {AddToSupplyChain && suppliers && <AddToSupplyChain suppliers={suppliers} onClose={close} onAdded={added} />}
    </AddToSupplyChainContext.Provider>
  );
}
