// Public surface of the segments feature: what the results page (via app/routes) wires in.
export { AddToSegmentDialog, type AddToSegmentDialogProps } from './AddToSegmentDialog';
export { useCanAddToSupplyChain, type SupplierRef } from './hooks';
