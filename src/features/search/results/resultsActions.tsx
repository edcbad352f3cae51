import { createContext, useContext, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { selectCanAddToSupplyChain } from '../session/permissions';

/** A supplier handed to another feature's action. */
export interface SupplierRef {
  entityID: number;
  name: string;
}

/**
 * Actions on results that other features provide (export, add to segment). A feature never
 * imports another, so the app composes them into the results page through this context; an
 * action nobody provides is not offered.
 */
export interface ResultsActions {
  ExportControl?: ComponentType<{ sid: string; resultCount: number }>;
  AddToSegmentDialog?: ComponentType<{
    isOpen: boolean;
    onOpenChange: (isOpen: boolean) => void;
    suppliers: SupplierRef[];
    onAdded?: (count: number) => void;
  }>;
}

export const ResultsActionsContext = createContext<ResultsActions>({});

export const useResultsActions = () => useContext(ResultsActionsContext);

/** "Add to supply chain" is offered when the buyer may add and the app provides the dialog. */
export function useCanAddToSupplyChain(): boolean {
  const mayAdd = useSelector(selectCanAddToSupplyChain);
  const { AddToSegmentDialog } = useResultsActions();
  return mayAdd && AddToSegmentDialog !== undefined;
}

/** Opens the add-to-segment dialog for suppliers (by id); provided by the results screen. */
export const AddToSupplyChainContext = createContext<(supplierIds: number[]) => void>(() => undefined);
