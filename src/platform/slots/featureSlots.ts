import { createSlot } from './createSlot';
import type { SupplierRef } from './SupplierRef';

/**
 * The add-to-supply-chain dialog, opened by the results page (a row or the selection) and the
 * profile header alike. Rendering it opens it; it calls onClose when the buyer leaves it.
 */
export interface AddToSupplyChainProps {
  suppliers: SupplierRef[];
  onClose: () => void;
  /** After a successful add; the dialog has already asked to close. */
  onAdded?: (count: number) => void;
}
export const AddToSupplyChainSlot = createSlot<AddToSupplyChainProps>('AddToSupplyChain');

/** The results toolbar's export control for a search session. */
export interface ExportResultsProps {
  sid: string;
  /** The session's result count: the export asks for exactly this many rows. */
  resultCount: number;
}
export const ExportResultsSlot = createSlot<ExportResultsProps>('ExportResults');
