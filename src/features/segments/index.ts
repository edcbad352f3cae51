// Public surface of the segments feature: the dialog the app puts into AddToSupplyChainSlot (app/slots).
export { AddToSegmentDialog, type AddToSegmentDialogProps } from './AddToSegmentDialog';
