export { createSlot, type Slot } from './createSlot';
export type { SupplierRef } from './SupplierRef';
export { AddToSupplyChainSlot, ExportResultsSlot, type AddToSupplyChainProps, type ExportResultsProps } from './featureSlots';
