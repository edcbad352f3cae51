import { useCallback, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectionCleared } from '../session/resultsSlice';
import { selectResults } from '../session/selectors';
import { AddToSupplyChainContext, useResultsActions, type SupplierRef } from './resultsActions';

/**
 * Hosts the add-to-segment dialog for the sticky selection bar and the row buttons. Without a
 * provided dialog the buttons are not offered (useCanAddToSupplyChain), so there is nothing to open.
 */
export function AddToSupplyChainHost({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const { AddToSegmentDialog } = useResultsActions();
  const rows = useSelector(selectResults).data?.results;
  const [suppliers, setSuppliers] = useState<SupplierRef[] | null>(null);

  const open = useCallback(
    (supplierIds: number[]) => {
      if (!AddToSegmentDialog) return;
      const byId = new Map((rows ?? []).map((row) => [row.entityID, row.name]));
      setSuppliers(supplierIds.map((entityID) => ({ entityID, name: byId.get(entityID) ?? String(entityID) })));
    },
    [AddToSegmentDialog, rows],
  );

  return (
    <AddToSupplyChainContext.Provider value={open}>
      {children}
      {AddToSegmentDialog && (
        <AddToSegmentDialog
          isOpen={suppliers !== null}
          onOpenChange={(isOpen) => !isOpen && setSuppliers(null)}
          suppliers={suppliers ?? []}
          onAdded={() => {
            setSuppliers(null);
            dispatch(selectionCleared());
          }}
        />
      )}
    </AddToSupplyChainContext.Provider>
  );
}
