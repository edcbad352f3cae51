import { createResourceHook } from '@/platform/async';
import { supplierDetails } from './supplierDetails';

/**
 * The supplier's details for the profile being shown: `{status, data, error, retry}`. Asking for it
 * from several components (layout, header, a tab) loads it once.
 */
export const useSupplierDetails = createResourceHook(supplierDetails);
