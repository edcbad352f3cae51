import { useParams } from '@/platform/router';

/** The numeric supplier id of the full profile's route (the layout only renders tabs for numeric ids). */
export function useSupplierIdParam(): number {
  const { supplierId } = useParams();
  return Number(supplierId);
}
