import { useContext } from 'react';
import { AddToSupplyChainContext } from './resultsActions';

/** Add these suppliers to a supply-chain segment: opens the dialog the results screen hosts. */
export function useAddToSupplyChain() {
  return useContext(AddToSupplyChainContext);
}
