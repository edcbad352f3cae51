import { createContext } from 'react';
import { AddToSupplyChainSlot } from '@/platform/slots';
import { useCanAddToSupplyChain as useMayAddToSupplyChain } from '@/platform/session';

/**
 * "Add to supply chain" is offered when the buyer may add (platform policy) and the app has put a
 * dialog into AddToSupplyChainSlot (features never import each other; app/slots composes them).
 */
export function useCanAddToSupplyChain(): boolean {
  const mayAdd = useMayAddToSupplyChain();
  const AddToSupplyChain = AddToSupplyChainSlot.useSlot();
  return mayAdd && AddToSupplyChain !== null;
}

/** Opens the add-to-supply-chain dialog for suppliers (by id); provided by the results screen. */
export const AddToSupplyChainContext = createContext<(supplierIds: number[]) => void>(() => undefined);
